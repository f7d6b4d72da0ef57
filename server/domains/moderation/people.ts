import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { lockAccountFacts, setAccountSuspended, setVerifiedBadge } from '#server/domains/auth/suspension.ts';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { BookingEvent } from '#server/domains/bookings/booking-events.ts';
import type { BookingDeps } from '#server/domains/bookings/booking-guards.ts';
import {
  declinePendingOfSuspendedArtist,
  mailBookingEvents,
} from '#server/domains/bookings/booking-status.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outer } from '#server/platform/db/outer-column.ts';
import { badRequest, conflict, notFound } from '#server/platform/errors.ts';
import { type AdminUser, USER_NOT_FOUND_MESSAGE } from '#shared/schemas/moderation.ts';
import { recordAction } from './audit.ts';
import { reports } from './tables.ts';

const PEOPLE_PAGE = 50;

const reportsAgainst =
  sql<number>`(select count(*)::int from ${reports} where ${reports.targetOwnerId} = ${outer(users.id)})`.mapWith(
    Number,
  );

const personColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  role: users.role,
  verified: users.verified,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  reportsAgainst,
};

type PersonRow = {
  id: string;
  name: string;
  username: string;
  email: string;
  role: AdminUser['role'];
  verified: boolean;
  createdAt: Date;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  reportsAgainst: number;
};

const toAdminUser = (r: PersonRow): AdminUser => ({
  id: r.id,
  name: r.name,
  username: r.username,
  email: r.email,
  role: r.role,
  verified: r.verified,
  joinedAt: r.createdAt.toISOString(),
  suspended: r.suspendedAt !== null,
  suspendedReason: r.suspendedReason,
  reportsAgainst: r.reportsAgainst,
});

/** GET /admin/users?q=: by name, username or e-mail; with no query, the most reported first. */
export async function searchPeople(db: Db, q: string): Promise<AdminUser[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(q ? or(ilike(users.name, like), ilike(users.username, like), ilike(users.email, like)) : undefined)
    .orderBy(desc(reportsAgainst), desc(users.createdAt), users.id)
    .limit(PEOPLE_PAGE);
  return rows.map(toAdminUser);
}

export async function getPerson(db: Db, id: string): Promise<AdminUser> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return toAdminUser(row);
}

async function lockPerson(tx: Db, operatorId: string, userId: string) {
  const person = isUuid(userId) ? await lockAccountFacts(tx, userId) : null;
  if (!person) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (person.id === operatorId) throw badRequest('You cannot do this to your own account');
  return person;
}

/**
 * Suspends an account in the operator's transaction: sessions revoked, the person's public
 * content gone from every list (by the visibility predicates), their pending requests as an
 * artist declined with each client told, the act on the record. Returns the booking events to
 * mail after commit.
 */
export async function suspendInTransaction(
  tx: Db,
  operatorId: string,
  userId: string,
  reason: string,
): Promise<BookingEvent[]> {
  const person = await lockPerson(tx, operatorId, userId);
  if (person.suspended) throw conflict('This account is already suspended');
  await setAccountSuspended(tx, person.id, reason);
  const declined = await declinePendingOfSuspendedArtist(tx, person.id);
  await recordAction(tx, {
    actorId: operatorId,
    action: 'user.suspend',
    targetType: 'user',
    targetId: person.id,
    reason,
  });
  await notify(tx, person.id, 'moderation', 'Your account has been suspended', `Reason: ${reason}`);
  return declined;
}

export async function suspendPerson(deps: BookingDeps, operatorId: string, userId: string, reason: string) {
  const declined = await deps.db.transaction((tx) => suspendInTransaction(tx, operatorId, userId, reason));
  await mailBookingEvents(deps, declined);
  return getPerson(deps.db, userId);
}

/** Everything visible again; requests declined at suspension stay declined. */
export async function unsuspendPerson(db: Db, operatorId: string, userId: string, reason: string) {
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, operatorId, userId);
    if (!person.suspended) throw conflict('This account is not suspended');
    await setAccountSuspended(tx, person.id, null);
    await recordAction(tx, {
      actorId: operatorId,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: person.id,
      reason,
    });
    await notify(tx, person.id, 'moderation', 'Your account is active again', `Reason: ${reason}`);
  });
  return getPerson(db, userId);
}

/** Grants or removes the verified badge. */
export async function setPersonVerified(
  db: Db,
  operatorId: string,
  userId: string,
  verified: boolean,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, operatorId, userId);
    await setVerifiedBadge(tx, person.id, verified);
    const action = verified ? 'user.verify' : 'user.unverify';
    await recordAction(tx, { actorId: operatorId, action, targetType: 'user', targetId: person.id, reason });
    await notify(
      tx,
      person.id,
      'moderation',
      verified ? 'You have the verified badge' : 'Your verified badge was removed',
      `Reason: ${reason}`,
    );
  });
  return getPerson(db, userId);
}
