/**
 * What the upload hardening suites share: the app with the list of routes it registered as taking
 * multipart/form-data, an artist with a running campaign, and the table of those routes with the
 * spec's messages. uploads.test.ts checks that the table names every multipart route the app has,
 * so a new upload route cannot escape the suites that sweep this table.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { BuildAppOptions } from '#server/app.ts';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { campaigns } from '#server/domains/campaigns/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import type { TestUser } from '#server/test/users.ts';

const MB = 1024 * 1024;

export type UploadRoute = {
  route: string;
  url: () => string;
  field: string;
  fields: Record<string, string>;
  maxBytes: number;
  /** The spec's messages: an oversized file, and content that is not an accepted image. */
  tooBig: string;
  wrongType: string;
};

export type UploadWorld = TestApp & {
  artist: TestUser;
  campaignId: string;
  /** Every route the app registered as taking multipart/form-data, as `METHOD /url`. */
  multipartRoutes: string[];
};

/**
 * The upload routes with their limits and messages. Suites build their cases from it while their
 * file is collected, before the world exists, hence the campaign id read late.
 */
export function listUploadRoutes(campaignId: () => string): UploadRoute[] {
  return [
    {
      route: 'POST /api/v1/media/upload',
      url: () => '/api/v1/media/upload',
      field: 'file',
      fields: { title: 'Harbour at dusk' },
      maxBytes: 50 * MB,
      tooBig: 'File size must be less than 50MB.',
      wrongType: 'Please select a valid image (JPG, PNG, GIF, WebP) or video (MP4, MOV, AVI, WebM) file.',
    },
    {
      route: 'POST /api/v1/profiles/avatar',
      url: () => '/api/v1/profiles/avatar',
      field: 'avatar',
      fields: {},
      maxBytes: 5 * MB,
      tooBig: 'File size must be less than 5MB',
      wrongType: 'Please select a valid image file',
    },
    {
      route: 'POST /api/v1/crowdfunding/:id/image',
      url: () => `/api/v1/crowdfunding/${campaignId()}/image`,
      field: 'image',
      fields: {},
      maxBytes: 5 * MB,
      tooBig: 'File size must be less than 5MB',
      wrongType: 'Please select a valid image file',
    },
  ];
}

/** Every file under `root`, relative to it, sorted; none when it does not exist. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

export async function openUploadWorld(
  env: Record<string, string>,
  options: BuildAppOptions = {},
): Promise<UploadWorld> {
  const multipartRoutes: string[] = [];
  const t = await createTestApp(env, {
    ...options,
    onRoute: (route) => {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      if (consumes.includes('multipart/form-data')) {
        for (const method of [route.method].flat()) multipartRoutes.push(`${method} ${route.url}`);
      }
      options.onRoute?.(route);
    },
  });
  const artist = await createTestArtist(t.database);
  const [campaign] = await t.database.db
    .insert(campaigns)
    .values({
      artistId: artist.id,
      title: 'A wood kiln',
      description: 'Upload hardening',
      targetCents: 100_000,
      deadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: campaigns.id });
  return { ...t, artist, campaignId: campaign!.id, multipartRoutes };
}
