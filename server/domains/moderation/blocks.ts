import { and, desc, eq, or, sql } from 'drizzle-orm';
import { follows } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { offers } from '#server/domains/marketplace/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, notFound } from '#server/platform/errors.ts';
import { BLOCK_SELF_MESSAGE, type BlockedUser, USER_NOT_FOUND_MESSAGE } from '#shared/schemas/moderation.ts';
import { blocks } from './tables.ts';

/**
 * Whether either of two people blocked the other. Messages, comments, booking requests, offers,
 * purchases, contributions and follows ask it and, when true, answer exactly as for a missing
 * target, so a block is never revealed.
 */
export async function isBlockedBetween(db: Db, a: string | null, b: string | null): Promise<boolean> {
  if (!a || !b || a === b) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Throws `missing` (the caller's own not-found error) when the two are blocked either way. */
export async function refuseIfBlocked(db: Db, a: string | null, b: string | null, missing: () => Error) {
  if (await isBlockedBetween(db, a, b)) throw missing();
}

/** GET /blocks: the people I blocked, most recent first. */
export async function listBlocked(db: Db, userId: string): Promise<BlockedUser[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatarUrl: users.avatarUrl,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt), users.id);
  return rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() }));
}

async function requireUser(db: Db, id: string) {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * POST /blocks/{userId}: idempotent, blocking twice is one block. A follow either way ends with it
 * (the blocked person is no longer counted among the artist's followers, nor the other way round),
 * and so do open offers between them.
 */
export async function blockUser(db: Db, userId: string, targetId: string): Promise<void> {
  if (userId === targetId) throw badRequest(BLOCK_SELF_MESSAGE);
  await requireUser(db, targetId);
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: userId, blockedId: targetId }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, userId), eq(follows.artistId, targetId)),
          and(eq(follows.followerId, targetId), eq(follows.artistId, userId)),
        ),
      );
    // Open offers between them close as declined, so none is accepted while the block lasts.
    await tx
      .update(offers)
      .set({ status: 'declined', decidedAt: new Date() })
      .where(
        and(
          eq(offers.status, 'pending'),
          or(
            and(eq(offers.buyerId, userId), eq(offers.artistId, targetId)),
            and(eq(offers.buyerId, targetId), eq(offers.artistId, userId)),
          ),
        ),
      );
  });
}

/** DELETE /blocks/{userId}: idempotent as well. */
export async function unblockUser(db: Db, userId: string, targetId: string): Promise<void> {
  await requireUser(db, targetId);
  await db.delete(blocks).where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, targetId)));
}
