import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { BookingEvent } from '#server/domains/bookings/booking-events.ts';
import type { BookingDeps } from '#server/domains/bookings/booking-guards.ts';
import { mailBookingEvents } from '#server/domains/bookings/booking-status.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, conflict, notFound } from '#server/platform/errors.ts';
import {
  type ContentTarget,
  REPORT_ALREADY_OPEN_MESSAGE,
  REPORT_OWN_CONTENT_MESSAGE,
  REPORT_RECEIVED_MESSAGE,
  REPORT_TARGET_NOT_FOUND_MESSAGE,
  type ReportBody,
  type ReportDecisionBody,
  type ReportGroup,
  type ReportTargetType,
  reportTargetLabels,
} from '#shared/schemas/moderation.ts';
import { recordAction } from './audit.ts';
import { suspendInTransaction } from './people.ts';
import { reports } from './tables.ts';
import { targetKinds } from './targets.ts';

type ParsedReport = Required<ReportBody>;
export type ReportAnswer = {
  status: 200 | 201;
  message: string;
  data: { id: string; status: 'open'; duplicate: boolean };
};

/**
 * POST /reports. The reporter must be able to see the target (a message: be in its conversation),
 * and it must not be theirs. The partial unique index keeps one open report per reporter and
 * target, so a repeat, even twenty at once, finds the one already open and says so kindly.
 */
export async function createReport(db: Db, reporterId: string, body: ParsedReport): Promise<ReportAnswer> {
  const kind = targetKinds[body.targetType];
  const target = await kind.load(db, body.targetId, body.targetType === 'message' ? reporterId : undefined);
  if (!target || (!target.public && target.ownerId !== reporterId)) {
    throw notFound(REPORT_TARGET_NOT_FOUND_MESSAGE);
  }
  if (target.ownerId === reporterId) throw badRequest(REPORT_OWN_CONTENT_MESSAGE);
  const [made] = await db
    .insert(reports)
    .values({
      reporterId,
      targetType: body.targetType,
      targetId: body.targetId,
      targetOwnerId: target.ownerId,
      reason: body.reason,
      details: body.details,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (made)
    return {
      status: 201,
      message: REPORT_RECEIVED_MESSAGE,
      data: { id: made.id, status: 'open', duplicate: false },
    };
  const [open] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, body.targetType),
        eq(reports.targetId, body.targetId),
        eq(reports.status, 'open'),
      ),
    );
  // The conflicting report was decided between the two statements: ask again.
  if (!open) return createReport(db, reporterId, body);
  return {
    status: 200,
    message: REPORT_ALREADY_OPEN_MESSAGE,
    data: { id: open.id, status: 'open', duplicate: true },
  };
}

const QUEUE_GROUPS = 100;

/** GET /admin/reports: open reports grouped by target, the most recently reported first. */
export async function listReportQueue(db: Db): Promise<ReportGroup[]> {
  const groups = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      latest: sql<Date>`max(${reports.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(sql`max(${reports.createdAt})`))
    .limit(QUEUE_GROUPS);
  if (groups.length === 0) return [];
  const rows = await db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      reporterId: users.id,
      reporterName: users.name,
      reporterUsername: users.username,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.status, 'open'),
        inArray(
          reports.targetId,
          groups.map((g) => g.targetId),
        ),
      ),
    )
    .orderBy(desc(reports.createdAt), reports.id);
  return Promise.all(
    groups.map(async (group) => {
      const target = await targetKinds[group.targetType].load(db, group.targetId);
      return {
        target: target?.content ?? gone(group.targetType, group.targetId),
        reports: rows
          .filter((r) => r.targetType === group.targetType && r.targetId === group.targetId)
          .map((r) => ({
            id: r.id,
            reporter: { id: r.reporterId, name: r.reporterName, username: r.reporterUsername },
            reason: r.reason,
            details: r.details,
            createdAt: r.createdAt.toISOString(),
          })),
      };
    }),
  );
}

/** A target deleted since it was reported: the reports stay until an operator dismisses them. */
const gone = (type: ReportTargetType, id: string): ReportGroup['target'] => ({
  type,
  id,
  title: null,
  text: null,
  imageUrl: null,
  href: null,
  author: null,
  hidden: false,
  hiddenReason: null,
});

const decisionWords = {
  dismiss: 'We looked at it and decided to leave it up.',
  hide: 'We hid it.',
  suspend: 'We suspended the account behind it.',
} as const;

/**
 * POST /admin/reports/decide: one decision for every open report on a target. The open reports
 * are locked first, so two operators deciding at once make one decision and the second hears 409.
 */
export async function decideReports(deps: BookingDeps, operatorId: string, body: ReportDecisionBody) {
  const { targetType, targetId, decision, reason } = body;
  const kind = targetKinds[targetType];
  let declined: BookingEvent[] = [];
  await deps.db.transaction(async (tx) => {
    const open = await tx
      .select({ id: reports.id, reporterId: reports.reporterId })
      .from(reports)
      .where(
        and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')),
      )
      .for('update');
    if (open.length === 0) throw conflict('There are no open reports on this any more');
    const target = await kind.load(tx, targetId);
    const label = reportTargetLabels[targetType].toLowerCase();
    if (decision === 'hide') {
      if (!kind.setHidden) throw badRequest('An artist profile is hidden by suspending the artist');
      if (!target) throw notFound(REPORT_TARGET_NOT_FOUND_MESSAGE);
      await kind.setHidden(tx, targetId, { reason });
      await recordAction(tx, { actorId: operatorId, action: 'content.hide', targetType, targetId, reason });
      if (target.ownerId) {
        await notify(tx, target.ownerId, 'moderation', `Your ${label} was hidden`, `Reason: ${reason}`);
      }
    } else if (decision === 'suspend') {
      if (!target?.ownerId) throw notFound(REPORT_TARGET_NOT_FOUND_MESSAGE);
      declined = await suspendInTransaction(tx, operatorId, target.ownerId, reason);
    } else {
      await recordAction(tx, { actorId: operatorId, action: 'report.dismiss', targetType, targetId, reason });
    }
    await tx
      .update(reports)
      .set({ status: decision === 'dismiss' ? 'dismissed' : 'actioned', decidedAt: new Date() })
      .where(
        inArray(
          reports.id,
          open.map((r) => r.id),
        ),
      );
    for (const reporterId of new Set(open.map((r) => r.reporterId))) {
      await notify(
        tx,
        reporterId,
        'moderation',
        `Your report of a ${label} was reviewed`,
        decisionWords[decision],
      );
    }
  });
  await mailBookingEvents(deps, declined);
}

/** POST /admin/content/restore: hidden content visible again, on the record, its author told. */
export async function restoreContent(db: Db, operatorId: string, body: ContentTarget): Promise<void> {
  const { targetType, targetId, reason } = body;
  const kind = targetKinds[targetType];
  if (!kind.setHidden) throw badRequest('An artist profile comes back by unsuspending the artist');
  await db.transaction(async (tx) => {
    const target = await kind.load(tx, targetId);
    if (!target) throw notFound(REPORT_TARGET_NOT_FOUND_MESSAGE);
    if (!target.content.hidden) throw conflict('This is not hidden');
    await kind.setHidden!(tx, targetId, null);
    await recordAction(tx, { actorId: operatorId, action: 'content.restore', targetType, targetId, reason });
    if (target.ownerId) {
      const label = reportTargetLabels[targetType].toLowerCase();
      await notify(tx, target.ownerId, 'moderation', `Your ${label} is visible again`, `Reason: ${reason}`);
    }
  });
}
