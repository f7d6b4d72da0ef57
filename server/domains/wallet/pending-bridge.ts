import { asc, count, eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';
import type { PendingBridge } from '#shared/schemas/moderation.ts';
import { bridgeRequests } from './tables.ts';

const pending = eq(bridgeRequests.status, 'pending');

/** Bridge requests waiting for an operator, oldest first. */
export async function listPendingBridge(db: Db, limit = 200): Promise<PendingBridge[]> {
  const rows = await db
    .select({
      id: bridgeRequests.id,
      network: bridgeRequests.network,
      address: bridgeRequests.address,
      amount: bridgeRequests.amount,
      createdAt: bridgeRequests.createdAt,
      userId: users.id,
      userName: users.name,
      username: users.username,
    })
    .from(bridgeRequests)
    .innerJoin(users, eq(users.id, bridgeRequests.userId))
    .where(pending)
    .orderBy(asc(bridgeRequests.createdAt), asc(bridgeRequests.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    user: { id: r.userId, name: r.userName, username: r.username },
    network: r.network,
    address: r.address,
    amount: fromMacsMinor(r.amount),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function countPendingBridge(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bridgeRequests).where(pending);
  return row?.n ?? 0;
}
