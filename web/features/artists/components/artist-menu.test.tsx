import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import type { BlockedUser } from '#shared/schemas/moderation.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { renderWithReporting, signInAs, verifyBody, viewer } from '#web/lib/reporting/test-kit.tsx';
import { clearToasts } from '#web/ui/toast-store.ts';
import { ArtistProfileView } from './artist-profile-view.tsx';

const maya: ArtistProfile = {
  id: '0b7e2f52-7d1a-4c55-9a43-3f0d2c1e9a10',
  name: 'Maya Chen',
  username: 'maya',
  avatarUrl: null,
  verified: false,
  bookingEnabled: false,
  bio: '',
  location: null,
  website: null,
  social: { instagram: null, twitter: null },
  category: 'sculpture',
  stats: { followers: 3, following: 1, artworks: 0, views: 0, sales: 0, rating: null, reviews: 0 },
  pricing: { hourlyRate: null, currency: 'MACS' },
  specialties: [],
  experience: null,
  responseTime: null,
  languages: [],
  education: [],
  achievements: [],
  memberSince: '2024-03-10T12:00:00.000Z',
};

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

/** A small server: the profile's side calls, and a blocks list that POST and DELETE change. */
function serve(artist: ArtistProfile, gallery: MediaItem[] = []) {
  let blocks: BlockedUser[] = [];
  const writes: string[] = [];
  const reports: unknown[] = [];
  stubFetch({
    '/api/v1/reports': (_url, init) => {
      reports.push(JSON.parse(String(init?.body)));
      return jsonResponse(201, {
        success: true,
        message: 'Thank you. Our team will look at your report.',
        data: { id: '99999999-9999-4999-8999-999999999999', status: 'open', duplicate: false },
      });
    },
    '/api/v1/auth/verify': () => jsonResponse(200, verifyBody()),
    [`/api/v1/media/artist/${artist.username}`]: () => jsonResponse(200, { success: true, data: gallery }),
    [`/api/v1/profiles/${artist.id}/follow-status`]: () =>
      jsonResponse(200, { success: true, following: false, followers: 3 }),
    '/api/v1/blocks': () => jsonResponse(200, { success: true, data: blocks }),
    [`/api/v1/blocks/${artist.id}`]: (_url, init) => {
      writes.push(init?.method ?? 'GET');
      if (init?.method === 'POST') {
        blocks = [
          {
            id: artist.id,
            name: artist.name,
            username: artist.username,
            avatarUrl: null,
            blockedAt: new Date().toISOString(),
          },
        ];
        return jsonResponse(201, { success: true, message: `You blocked ${artist.name}.` });
      }
      blocks = [];
      return jsonResponse(200, { success: true, message: `You unblocked ${artist.name}.` });
    },
  });
  return { writes, reports };
}

function renderProfile(artist: ArtistProfile, userId: string | null) {
  return renderWithReporting(
    <ArtistProfileView
      artist={artist}
      viewer={{ signedIn: userId !== null, userId, requireSignIn: vi.fn() }}
    />,
  );
}

async function chooseFromMenu(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'More actions for Maya Chen' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('artist profile menu', () => {
  it('blocks after confirming, then offers Unblock, which also asks first', async () => {
    signInAs();
    const { writes } = serve(maya);
    renderProfile(maya, viewer.id);
    await screen.findByRole('heading', { level: 1, name: 'Maya Chen' });

    await userEvent.click(screen.getByRole('button', { name: 'More actions for Maya Chen' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report', 'Block']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Block Maya Chen?' });
    expect(confirm).toHaveTextContent('We do not tell them.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes).toEqual([]);
    // Focus goes back to the menu's button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More actions for Maya Chen' })).toHaveFocus(),
    );

    await chooseFromMenu('Block');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Block Maya Chen?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('You blocked Maya Chen.')).toBeInTheDocument();
    expect(writes).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The blocks list is asked again, so the menu now knows.
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Maya Chen' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    const unblock = await screen.findByRole('alertdialog', { name: 'Unblock Maya Chen?' });
    await userEvent.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('You unblocked Maya Chen.')).toBeInTheDocument();
    expect(writes).toEqual(['POST', 'DELETE']);
  });

  it('reports the profile as an artist', async () => {
    signInAs();
    const { reports: sent } = serve(maya);
    renderProfile(maya, viewer.id);
    await screen.findByRole('heading', { level: 1, name: 'Maya Chen' });
    await chooseFromMenu('Report');
    const dialog = await screen.findByRole('dialog', { name: 'Report artist profile' });
    expect(dialog).toHaveTextContent('What is wrong with Maya Chen’s profile?');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Thank you. Our team will look at your report.')).toBeInTheDocument();
    expect(sent).toEqual([{ targetType: 'artist', targetId: maya.id, reason: 'scam', details: '' }]);
  });

  it('has no menu on the artist’s own page, and marks their hidden work in the gallery', async () => {
    signInAs({ ...viewer, id: maya.id, name: maya.name, username: maya.username, role: 'artist' });
    const artwork = (id: string, title: string, hiddenReason: string | null): MediaItem => ({
      id,
      title,
      caption: '',
      type: 'image',
      url: `/api/v1/files/media/${id}.png`,
      previewOnly: false,
      hiddenReason,
      originalUrl: null,
      thumbnail: null,
      renditions: [],
      width: 800,
      height: 800,
      tags: [],
      uploadDate: '2025-05-01T10:00:00.000Z',
      likes: 0,
      views: 0,
      downloads: 0,
      comments: 0,
      allowDownload: false,
      price: null,
      editionSize: null,
      published: true,
      artist: { id: maya.id, name: maya.name, username: maya.username, avatarUrl: null },
      viewer: { liked: false, saved: false, isOwner: true },
    });
    serve(maya, [
      artwork('5f0c1a2b-0000-4000-8000-000000000001', 'Kiln Weather', null),
      artwork(
        '5f0c1a2b-0000-4000-8000-000000000002',
        'Borrowed Bowl',
        'Reported as another artist’s photograph',
      ),
    ]);
    renderProfile(maya, maya.id);
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
    const hiddenTile = (await screen.findByRole('link', { name: 'Open Borrowed Bowl' })).closest('li')!;
    expect(within(hiddenTile).getByText('Hidden by moderation')).toBeVisible();
    const tile = screen.getByRole('link', { name: 'Open Kiln Weather' }).closest('li')!;
    expect(within(tile).queryByText('Hidden by moderation')).toBeNull();
  });
});
