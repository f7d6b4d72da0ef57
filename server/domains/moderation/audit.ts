import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { AuditEntry, auditQuerySchema } from '#shared/schemas/moderation.ts';
import { moderationLog } from './tables.ts';

export type AuditAction =
  | 'report.dismiss'
  | 'content.hide'
  | 'content.restore'
  | 'user.suspend'
  | 'user.unsuspend'
  | 'user.verify'
  | 'user.unverify'
  | 'contribution.confirm'
  | 'contribution.reject'
  | 'contribution.refund'
  | 'bridge.complete'
  | 'bridge.fail'
  | 'dispute.release'
  | 'dispute.refund'
  | 'dispute.split';

export type AuditRecord = {
  actorId: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  reason: string;
};

/**
 * Writes one operator action to the append-only log, in the caller's transaction: the act and
 * its record commit together or not at all (decision 019).
 */
export async function recordAction(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(moderationLog).values(record);
}

const actor = alias(users, 'actor');

/** GET /admin/audit: newest first, filtered by action, target type and actor (name, username or e-mail). */
export async function listAudit(db: Db, query: z.infer<typeof auditQuerySchema>): Promise<AuditEntry[]> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(moderationLog.action, query.action));
  if (query.targetType) filters.push(eq(moderationLog.targetType, query.targetType));
  if (query.actor) {
    const like = `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(actor.name, like), ilike(actor.username, like), ilike(actor.email, like))!);
  }
  if (query.before) filters.push(lt(moderationLog.createdAt, new Date(query.before)));
  const rows = await db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      targetType: moderationLog.targetType,
      targetId: moderationLog.targetId,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
      actorId: actor.id,
      actorName: actor.name,
      actorUsername: actor.username,
    })
    .from(moderationLog)
    .leftJoin(actor, eq(actor.id, moderationLog.actorId))
    .where(and(...filters))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actorId ? { id: r.actorId, name: r.actorName!, username: r.actorUsername! } : null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}
