import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/domains/auth/tables.ts';
import { insertCampaign } from '#server/domains/campaigns/contribution-test-kit.ts';
import { media } from '#server/domains/media/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { CAMPAIGN_ENDED_MESSAGE } from '#shared/campaign-messages.ts';
import { WEBSITE_URL_MESSAGE } from '#shared/schemas/artists.ts';
import { artistProfiles, follows } from './tables.ts';
import { addTestMedia, createTestArtist } from './test-artists.ts';

describe('artist profiles: owner read, create, update, delete', () => {
  let t: TestApp;
  let maya: TestUser;
  let other: TestUser;
  let supporter: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    maya = await createTestArtist(
      t.database,
      { username: 'maya_clay', name: 'Maya Clay' },
      { category: 'sculpture', bio: 'Stoneware.', phone: '+1 503 555 0142', timezone: 'America/Los_Angeles' },
    );
    other = await createTestArtist(t.database, { username: 'otto_ink' });
    supporter = await createTestUser(t.database, { username: 'sam_fan' });
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
      ...(payload ? { payload } : {}),
    });

  const profileRow = async (userId: string) =>
    (await t.database.db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId)))[0];
  const userRow = async (userId: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

  describe('GET /profiles/{id}', () => {
    it('gives the owner their e-mail, phone and time zone', async () => {
      const res = await call('GET', '/profiles/maya_clay', maya);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: maya.id,
        email: maya.email,
        phone: '+1 503 555 0142',
        timezone: 'America/Los_Angeles',
        category: 'sculpture',
      });
    });

    it('gives everyone else only the public profile', async () => {
      for (const viewer of [undefined, other, supporter]) {
        const res = await call('GET', `/profiles/${maya.id}`, viewer);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.username).toBe('maya_clay');
        expect(res.body).not.toContain(maya.email);
        expect(res.body).not.toMatch(/555 0142|email|phone|timezone/);
      }
    });

    it('answers 404 for a supporter or an unknown id', async () => {
      for (const id of [supporter.id, 'nobody_here', '00000000-0000-4000-8000-000000000000']) {
        const res = await call('GET', `/profiles/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe('Artist not found');
      }
    });
  });

  describe('PUT /profiles/{id}', () => {
    it('saves every field, strips the @ of handles and stores the rate in hundredths', async () => {
      const res = await call('PUT', '/profiles/maya_clay', maya, {
        name: 'Maya Clay-Rivera',
        username: 'Maya_Rivera',
        bio: '  Wood-fired stoneware.  ',
        location: 'Portland, Oregon',
        website: 'https://maya.example/studio',
        instagram: '@maya.clay',
        twitter: 'maya_clay',
        category: 'traditional',
        specialties: ['Ash glazes', ' ', 'Ash glazes', 'Kiln building'],
        languages: ['English', 'Spanish'],
        education: ['BFA Ceramics'],
        achievements: ['NCECA 2023'],
        experience: '12 years',
        responseTime: 'Within 2 hours',
        hourlyRate: 85.5,
        bookingEnabled: true,
        timezone: 'europe/berlin',
        phone: '+49 30 1234567',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({
        id: maya.id,
        name: 'Maya Clay-Rivera',
        username: 'maya_rivera',
        role: 'artist',
      });
      expect(body.data).toMatchObject({
        username: 'maya_rivera',
        bio: 'Wood-fired stoneware.',
        website: 'https://maya.example/studio',
        social: { instagram: 'maya.clay', twitter: 'maya_clay' },
        category: 'traditional',
        specialties: ['Ash glazes', 'Kiln building'],
        pricing: { hourlyRate: 85.5, currency: 'MACS' },
        bookingEnabled: true,
        timezone: 'Europe/Berlin',
        phone: '+49 30 1234567',
        email: maya.email,
      });
      expect((await profileRow(maya.id))?.hourlyRateMacs).toBe(8550);
      // The public read agrees with what was saved.
      const pub = await call('GET', '/profiles/public/maya_rivera');
      expect(pub.json().data.experience).toBe('12 years');
    });

    it('clears optional fields sent blank or null', async () => {
      const res = await call('PUT', `/profiles/${maya.id}`, maya, {
        website: '',
        twitter: null,
        hourlyRate: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        website: null,
        social: { twitter: null },
        pricing: { hourlyRate: null },
      });
    });

    it.each([
      [{ website: 'maya.example' }, 'website', WEBSITE_URL_MESSAGE],
      [{ website: 'javascript:alert(1)' }, 'website', WEBSITE_URL_MESSAGE],
      [
        { instagram: 'maya clay!' },
        'instagram',
        'Instagram handle may only contain letters, numbers, dots and underscores',
      ],
      [{ twitter: 'x'.repeat(31) }, 'twitter', 'Twitter handle must be at most 30 characters'],
      [{ bio: 'x'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters'],
      [{ location: 'x'.repeat(121) }, 'location', 'Location must be at most 120 characters'],
      [
        { category: 'poetry' },
        'category',
        'Please choose a category: Digital Art, Traditional, Mixed Media or Sculpture',
      ],
      [{ hourlyRate: -5 }, 'hourlyRate', 'Hourly rate must be a number of MACS from 0 to 1,000,000'],
      [{ hourlyRate: 1.005 }, 'hourlyRate', 'Hourly rate can have at most two decimals'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Please choose a valid time zone, such as Europe/Berlin'],
      [{ timezone: '+01:00' }, 'timezone', 'Please choose a valid time zone, such as Europe/Berlin'],
      [{ specialties: ['x'.repeat(81)] }, 'specialties', 'Each specialty must be at most 80 characters'],
      [{ languages: 'English' }, 'languages', 'Languages must be a list'],
      [{ bookingEnabled: 'yes' }, 'bookingEnabled', 'Booking enabled must be true or false'],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
      [{ username: 'no spaces' }, 'username', 'Username may only contain letters, numbers and underscores'],
      [{ name: 'M' }, 'name', 'Name must be at least 2 characters'],
    ])('refuses %j with its message and changes nothing', async (payload, field, message) => {
      const before = await t.snapshot();
      const res = await call('PUT', `/profiles/${maya.id}`, maya, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
      expect(res.json().details[0].field).toContain(field);
      expect(await t.snapshot()).toEqual(before);
    });

    it('answers 409 for a taken username and leaves the profile untouched too', async () => {
      const before = await t.snapshot();
      const res = await call('PUT', `/profiles/${maya.id}`, maya, { bio: 'Changed', username: 'OTTO_INK' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken' });
      expect(await t.snapshot()).toEqual(before);
    });

    it('ignores role, verified, userId, views and other fields nobody may set', async () => {
      const res = await call('PUT', `/profiles/${maya.id}`, maya, {
        role: 'admin',
        verified: true,
        userId: other.id,
        views: 999_999,
        email: 'stolen@example.com',
        bio: 'Only this changes',
      });
      expect(res.statusCode).toBe(200);
      const user = await userRow(maya.id);
      expect(user).toMatchObject({ role: 'artist', verified: false, email: maya.email });
      expect(await profileRow(maya.id)).toMatchObject({ views: 0, bio: 'Only this changes' });
      expect(await profileRow(other.id)).toMatchObject({ bio: '' });
    });

    it("refuses someone else's profile (403), unknown ones (404) and signed-out callers (401)", async () => {
      const before = await t.snapshot();
      const cases: [TestUser | undefined, string, number][] = [
        [other, `/profiles/${maya.id}`, 403],
        [supporter, '/profiles/otto_ink', 403],
        [supporter, `/profiles/${supporter.id}`, 404],
        [maya, '/profiles/nobody_here', 404],
        [undefined, `/profiles/${maya.id}`, 401],
      ];
      for (const [user, url, status] of cases) {
        const res = await call('PUT', url, user, { bio: 'Hijacked' });
        expect(res.statusCode, url).toBe(status);
      }
      expect(await t.snapshot()).toEqual(before);
    });
  });

  describe('POST /profiles (Join as Creator)', () => {
    it('turns a supporter into an artist with the details sent, ignoring fields nobody may set', async () => {
      const fan = await createTestUser(t.database);
      const res = await call('POST', '/profiles', fan, {
        category: 'digital-art',
        bio: 'New here',
        name: 'Fan Turned Artist',
        role: 'admin',
        verified: true,
        views: 50,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user).toMatchObject({
        id: fan.id,
        role: 'artist',
        verified: false,
        name: 'Fan Turned Artist',
      });
      expect(res.json().data).toMatchObject({
        id: fan.id,
        category: 'digital-art',
        bio: 'New here',
        bookingEnabled: false,
      });
      expect(await profileRow(fan.id)).toMatchObject({ views: 0 });
      expect((await call('GET', `/profiles/public/${fan.username}`)).statusCode).toBe(200);
    });

    it('accepts an empty request', async () => {
      const fan = await createTestUser(t.database);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/profiles', headers: bearer(fan) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.category).toBe('mixed-media');
    });

    it('answers 409 when the caller already has a profile, and 401 when signed out, changing nothing', async () => {
      const before = await t.snapshot();
      const again = await call('POST', '/profiles', other, { bio: 'Second' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You already have an artist profile');
      expect((await call('POST', '/profiles', undefined, {})).statusCode).toBe(401);
      expect(await t.snapshot()).toEqual(before);
    });

    it('creates nothing when the username is taken or a field is invalid', async () => {
      const fan = await createTestUser(t.database);
      const before = await t.snapshot();
      const taken = await call('POST', '/profiles', fan, { username: 'otto_ink' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('This username is already taken');
      const invalid = await call('POST', '/profiles', fan, { website: 'nope' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(WEBSITE_URL_MESSAGE);
      expect(await t.snapshot()).toEqual(before);
    });
  });

  describe('DELETE /profiles/{id}', () => {
    it("refuses someone else's profile and signed-out callers, changing nothing", async () => {
      const before = await t.snapshot();
      expect((await call('DELETE', `/profiles/${maya.id}`, other)).statusCode).toBe(403);
      expect((await call('DELETE', `/profiles/${maya.id}`, supporter)).statusCode).toBe(403);
      expect((await call('DELETE', `/profiles/${maya.id}`)).statusCode).toBe(401);
      expect(await t.snapshot()).toEqual(before);
    });

    it('returns the account to a supporter, hides its media, ends its campaigns and releases its followers', async () => {
      const leaving = await createTestArtist(t.database, {}, { category: 'sculpture' });
      const [workId] = await addTestMedia(t.database, leaving.id, [{ title: 'Bowl' }]);
      const campaignId = await insertCampaign(t, leaving.id, { title: 'A kiln' });
      await t.database.db.insert(follows).values([
        { followerId: supporter.id, artistId: leaving.id },
        { followerId: leaving.id, artistId: maya.id },
      ]);

      const res = await call('DELETE', `/profiles/${leaving.id}`, leaving);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { id: leaving.id, role: 'user' } });
      expect(await profileRow(leaving.id)).toBeUndefined();
      const [work] = await t.database.db.select().from(media).where(eq(media.id, workId!));
      expect(work).toMatchObject({ published: false });
      const left = await t.database.db.select().from(follows).where(eq(follows.followerId, leaving.id));
      expect(left).toHaveLength(1); // whom they follow stays; who followed them is released
      expect((await call('GET', `/profiles/public/${leaving.id}`)).statusCode).toBe(404);
      // The campaign stays on record for its backers, ended: nobody gives to an artist who left,
      // and the former artist cannot reopen it.
      const campaign = await call('GET', `/campaigns/${campaignId}`);
      expect(campaign.statusCode).toBe(200);
      expect(campaign.json()).toMatchObject({ daysRemaining: 0, status: 'ended' });
      const gift = await call('POST', `/campaigns/${campaignId}/contribute`, supporter, {
        amount: 5,
        paymentType: 'fiat',
      });
      expect(gift.statusCode).toBe(409);
      expect(gift.json().message).toBe(CAMPAIGN_ENDED_MESSAGE);
      const reopen = await call('PUT', `/crowdfunding/${campaignId}`, leaving, { deadline: '2099-01-01' });
      expect(reopen.statusCode).toBe(403);
      expect((await call('DELETE', `/profiles/${leaving.id}`, leaving)).statusCode).toBe(404);
      // They can join again.
      expect((await call('POST', '/profiles', leaving, {})).statusCode).toBe(201);
    });

    it('keeps an admin an admin', async () => {
      const admin = await createTestUser(t.database, { role: 'admin' });
      expect((await call('POST', '/profiles', admin, {})).json().user.role).toBe('admin');
      expect((await call('DELETE', `/profiles/${admin.id}`, admin)).json().user.role).toBe('admin');
    });
  });
});
