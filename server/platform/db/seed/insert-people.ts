import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import type { SeedContext } from './context.ts';
import { mapLimited } from './images.ts';
import { seedArtists, seedSupporters } from './people.ts';

/** Artists with avatars and full profiles, then supporters; every account shares the demo password. */
export async function insertPeople(ctx: SeedContext): Promise<void> {
  const { tx, images } = ctx;
  const artistAvatars = await mapLimited(seedArtists, 3, (a) => images.avatar(a.category, a.name));
  const supporterAvatars = await mapLimited(seedSupporters, 3, (s) => images.avatar('mixed-media', s.name));

  const artistRows = await tx
    .insert(users)
    .values(
      seedArtists.map((a, i) => ({
        email: a.email,
        username: a.username,
        name: a.name,
        passwordHash: ctx.passwordHash,
        role: 'artist' as const,
        verified: a.verified,
        emailVerifiedAt: ctx.now,
        avatarUrl: publicFileUrl(artistAvatars[i]!),
        createdAt: new Date(ctx.now.getTime() - (400 - i * 20) * 86_400_000),
      })),
    )
    .returning();
  await tx.insert(artistProfiles).values(
    seedArtists.map((a, i) => ({
      userId: artistRows[i]!.id,
      category: a.category,
      bio: a.bio,
      location: a.location,
      website: a.website ?? null,
      instagram: a.instagram ?? null,
      twitter: a.twitter ?? null,
      phone: a.phone ?? null,
      specialties: a.specialties,
      education: a.education,
      achievements: a.achievements,
      languages: a.languages,
      experience: a.experience,
      responseTime: a.responseTime,
      hourlyRateMacs: a.hourlyRate * 100,
      bookingEnabled: a.bookingEnabled,
      timezone: a.timezone,
      views: a.profileViews,
    })),
  );
  seedArtists.forEach((a, i) => {
    const row = artistRows[i]!;
    ctx.artists.set(a.username, {
      id: row.id,
      name: a.name,
      avatarUrl: row.avatarUrl!,
      category: a.category,
      data: a,
    });
  });

  const supporterRows = await tx
    .insert(users)
    .values(
      seedSupporters.map((s, i) => ({
        email: s.email,
        username: s.username,
        name: s.name,
        passwordHash: ctx.passwordHash,
        emailVerifiedAt: ctx.now,
        avatarUrl: publicFileUrl(supporterAvatars[i]!),
        createdAt: new Date(ctx.now.getTime() - (200 - i * 10) * 86_400_000),
      })),
    )
    .returning();
  for (const row of supporterRows) {
    ctx.supporters.set(row.username, {
      id: row.id,
      name: row.name,
      email: row.email,
      username: row.username,
    });
  }
}
