import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { imageQueue } from '#server/platform/images/image-queue.ts';
import type { PassLog } from '#server/platform/jobs/periodic.ts';
import type { JobPayload } from '#server/platform/jobs/queue.ts';
import { jobs } from '#server/platform/jobs/tables.ts';
import { generateKey } from '#server/platform/storage/keys.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { renderRendition } from './renditions.ts';
import { media } from './tables.ts';

/**
 * Images uploaded before the 800 px rendition existed get it after the fact: one job per image,
 * so a file that cannot be rendered fails (and is retried) alone, the others go on, and a restart
 * resumes with the jobs still queued.
 */
export const MEDIUM_RENDITION_JOB = 'media.medium-rendition';

/** Any constant works; it only has to be the same for every instance starting at once. */
const ENQUEUE_LOCK_KEY = 727_019;

/**
 * At start: a job for every image without the 800 px rendition that has none yet, queued, running
 * or failed (a file that failed every attempt waits for an operator, not for the next restart).
 * Under an advisory lock, so instances starting together queue each image once. The worker starts
 * after this and runs a pass at once, so no NOTIFY is needed. Answers how many jobs it queued.
 */
export async function enqueueMissingRenditions(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ENQUEUE_LOCK_KEY})`);
    const queued = await tx.execute<{ id: string }>(sql`
      insert into ${jobs} (kind, payload)
      select ${MEDIUM_RENDITION_JOB}, jsonb_build_object('mediaId', ${media.id})
      from ${media}
      where ${media.type} = 'image' and ${media.mediumKey} is null
        and not exists (
          select 1 from ${jobs}
          where ${jobs.kind} = ${MEDIUM_RENDITION_JOB} and ${jobs.payload}->>'mediaId' = ${media.id}::text
        )
      returning ${jobs.id}`);
    return queued.rows.length;
  });
}

/**
 * enqueueMissingRenditions for a server that is already answering. A database that fails here (a
 * blip just after the start) is logged, not thrown: thrown, it reached the start's own failure
 * handler and stopped a server that was serving. The images wait for the next start.
 */
export async function queueMissingRenditionsAtStart(db: Db, log: PassLog): Promise<void> {
  try {
    await enqueueMissingRenditions(db);
  } catch (err) {
    log.error({ err }, 'could not queue the missing image renditions; the next start will');
  }
}

export type RenditionJobDeps = { db: Db; storage: Storage; tempDir: string };

/** The stored original copied to a temporary file, so a 50 MB original never sits in memory. */
async function copyOriginal(storage: Storage, key: string, tempDir: string): Promise<string> {
  const original = await storage.get(key);
  if (!original) throw new Error(`The original ${key} is missing from storage`);
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, `${randomUUID()}.original`);
  try {
    await pipeline(original.stream, createWriteStream(path));
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return path;
}

/**
 * The job: makes one image's 800 px rendition from its stored original. Jobs run at least once,
 * so it does nothing for an image that has the rendition (or is gone), and the row takes the new
 * key only while it has none: a repeat that lost the race removes its own file, and so does a run
 * whose image was deleted meanwhile. Exactly one rendition per image is ever kept.
 */
export async function makeMediumRendition(deps: RenditionJobDeps, payload: JobPayload): Promise<void> {
  const { db, storage, tempDir } = deps;
  const mediaId = typeof payload.mediaId === 'string' && isUuid(payload.mediaId) ? payload.mediaId : null;
  if (!mediaId) throw new Error('The job names no media id');
  const [row] = await db
    .select({ type: media.type, storageKey: media.storageKey, mediumKey: media.mediumKey })
    .from(media)
    .where(eq(media.id, mediaId));
  // Gone, a video, or done already.
  if (row?.type !== 'image' || row.mediumKey) return;

  const path = await copyOriginal(storage, row.storageKey, tempDir);
  let body: Buffer;
  try {
    body = await imageQueue.run(() => renderRendition(path, 'medium'));
  } finally {
    await rm(path, { force: true });
  }
  const key = generateKey('media', 'webp');
  await storage.put(key, body, 'image/webp');
  let kept = false;
  try {
    const taken = await db
      .update(media)
      .set({ mediumKey: key })
      .where(and(eq(media.id, mediaId), isNull(media.mediumKey)))
      .returning({ id: media.id });
    kept = taken.length > 0;
  } finally {
    // A failed removal only wastes space; the job itself is done.
    if (!kept) await storage.delete(key).catch(() => {});
  }
}
