import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '#server/domains/wallet/ledger.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { AppError } from '#server/platform/errors.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  AUTO_COMPLETE_HOURS,
  type CancellationPolicy,
  cancellationPolicies,
} from '#shared/booking-payments.ts';
import { resolveDispute } from './booking-disputes.ts';
import { deleteBooking } from './booking-edit.ts';
import type { BookingRow } from './booking-events.ts';
import type { BookingDeps } from './booking-guards.ts';
import { acceptQuote, declineQuote, sendQuote } from './booking-quotes.ts';
import { changeStatus, type TargetStatus } from './booking-status.ts';
import type { BookableArtist } from './booking-test-kit.ts';
import * as kit from './escrow-test-kit.ts';
import { createRecordingMailer } from './reminder-test-kit.ts';
import { settleDueBookings } from './settlement-schedule.ts';

/**
 * Decision 020's promise over random histories: whatever the client, the artist, the schedule and
 * an operator do, in any order and at any time, no MACS appear or vanish, a final booking holds
 * nothing, each settlement pays what the rules say, and a refused command changes nothing at all.
 */

const FUNDS = 30_000; // 300 MACS: two or three sessions, so some requests and quotes are refused for funds.
const SLOT_HOURS = [26, 50, 80, 200]; // session starts after the run's start: either side of each policy step
const services = ['portrait', 'consultation', 'tour', 'commission'] as const;

const statusActions = {
  accept: { to: 'confirmed', by: 'artist' },
  decline: { to: 'declined', by: 'artist' },
  cancelByClient: { to: 'cancelled', by: 'client' },
  cancelByArtist: { to: 'cancelled', by: 'artist' },
  complete: { to: 'completed', by: 'artist' },
  dispute: { to: 'disputed', by: 'client' },
} as const satisfies Record<string, { to: TargetStatus; by: 'artist' | 'client' }>;
const partyActions = ['quote', 'acceptQuote', 'declineQuote', 'delete'] as const;
const operatorActions = ['release', 'refund', 'split'] as const;
/** `toStart` moves the clock to an hour into the session (never back); the rest are the parties' and the operator's. */
type Action = keyof typeof statusActions | (typeof partyActions | typeof operatorActions)[number] | 'toStart';
const actions = [...Object.keys(statusActions), ...partyActions, ...operatorActions, 'toStart'] as Action[];

/** The moves that fit a booking's state at `now`; a `step` takes one of them, so histories go deep. */
function movesOf(row: BookingRow, now: Date): Action[] {
  const cancels: Action[] = ['cancelByClient', 'cancelByArtist'];
  if (row.status === 'pending' && row.quoteStatus === 'requested') return ['quote', 'decline', ...cancels];
  if (row.status === 'pending' && row.quoteStatus === 'quoted')
    return ['acceptQuote', 'declineQuote', 'quote'];
  if (row.status === 'pending') return ['accept', 'accept', 'accept', 'decline', ...cancels];
  if (row.status === 'confirmed' && row.startsAt > now) return ['toStart', 'toStart', 'toStart', ...cancels];
  if (row.status === 'confirmed') return ['dispute', 'dispute', 'complete', 'cancelByClient'];
  if (row.status === 'disputed') return ['release', 'refund', 'split', 'delete'];
  return ['delete'];
}

type Command =
  | { kind: 'request'; slot: number; service: (typeof services)[number] }
  /** A move that fits the picked booking's state (`choice` picks it, and a quote's price or a split). */
  | { kind: 'step'; pick: number; choice: number }
  /** Any move on any booking, fitting or not: refusals must change nothing. */
  | { kind: 'act'; pick: number; action: Action; choice: number }
  | { kind: 'tick' }
  | { kind: 'advance'; hours: number };

const requestArb = fc.record({
  kind: fc.constant('request' as const),
  slot: fc.nat(SLOT_HOURS.length - 1),
  service: fc.constantFrom(...services),
});
const [pick, choice] = [fc.nat(), fc.nat()];
const actArb = fc.record({
  kind: fc.constant('act' as const),
  pick,
  choice,
  action: fc.constantFrom(...actions),
});
const advanceArb = fc.record({
  kind: fc.constant('advance' as const),
  hours: fc.constantFrom(1, 25, 80, 170),
});
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: requestArb },
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('step' as const), pick, choice }) },
  { weight: 2, arbitrary: actArb },
  { weight: 2, arbitrary: fc.constant({ kind: 'tick' as const }) },
  { weight: 2, arbitrary: advanceArb },
);

const acts = (...names: Action[]): Command[] =>
  names.map((action) => ({ kind: 'act', pick: 0, action, choice: 39 }));
const request = (service: (typeof services)[number]): Command => ({ kind: 'request', slot: 0, service });
const [tick, days4]: Command[] = [{ kind: 'tick' }, { kind: 'advance', hours: 80 }];
/** Histories that matter and random runs reach only now and then: always run first. */
const examples: [CancellationPolicy, Command, Command[]][] = [
  // The artist must not make a disputed session's held MACS vanish by deleting it; then a 40% split.
  ['flexible', request('portrait'), acts('accept', 'toStart', 'dispute', 'delete', 'split')],
  // A quote (40 MACS) accepted, then cancelled by the client 26 hours ahead, under each policy.
  ...cancellationPolicies.map((policy): [CancellationPolicy, Command, Command[]] => [
    policy,
    request('commission'),
    acts('quote', 'acceptQuote', 'cancelByClient'),
  ]),
  // Disputed and then past its auto-completion time: the schedule leaves it to the operator.
  [
    'strict',
    request('consultation'),
    [...acts('accept', 'toStart', 'dispute'), days4!, tick!, ...acts('release')],
  ],
];

type States = Awaited<ReturnType<typeof kit.bookingStates>>;
const splitRefund = (amount: number, choice: number) =>
  Math.max(1, Math.floor((amount * (1 + (choice % 99))) / 100));

/** The booking a command is about (a `step` picks one still in play, if any; an `act` any) and the move. */
function aim(cmd: Command, ids: string[], states: States, now: Date) {
  if (cmd.kind !== 'step' && cmd.kind !== 'act') return {};
  const live = ids.filter((id) => states.has(id) && !kit.FINAL_STATUSES.has(states.get(id)!.booking.status));
  const from = cmd.kind === 'step' && live.length > 0 ? live : ids;
  const id = from[cmd.pick % Math.max(from.length, 1)];
  const row = id ? states.get(id)?.booking : undefined;
  const moves = row ? movesOf(row, now) : [];
  return { id, row, action: cmd.kind === 'act' ? cmd.action : moves[cmd.choice % moves.length] };
}

type Done = { tick: boolean; action?: Action; choice: number };
/** What the client got back from the move that settled a booking: an operator's share, or the rules'. */
const refundAfter = (done: Done, was: BookingRow, row: BookingRow, amount: number, now: Date) =>
  done.action === 'release'
    ? 0
    : done.action === 'split'
      ? splitRefund(amount, done.choice)
      : kit.expectedRefund(was, row, amount, now);

describe('session escrow under random histories (property)', () => {
  let t: TestApp;
  let deps: BookingDeps;
  let operator: TestUser;
  const artists = new Map<CancellationPolicy, BookableArtist>();

  beforeAll(async () => {
    t = await createTestApp();
    // Mail goes to a recorder: these runs are about money, and the outbox would only slow them.
    deps = kit.escrowDeps(t, createRecordingMailer());
    operator = await createTestUser(t.database, { role: 'admin' });
    // One artist per policy, reused: every run ends with all its bookings settled.
    for (const policy of cancellationPolicies) {
      artists.set(policy, (await kit.paidParties(t, { funds: 0, policy })).artist);
    }
  });
  afterAll(async () => t.close());

  /** One move on a booking at `now`; an AppError means the service refused it. */
  async function perform(action: Action, id: string, choice: number, p: kit.PaidParties, now: Date) {
    const artist = { userId: p.artist.id };
    const client = { userId: p.client.id };
    if (action in statusActions) {
      const { to, by } = statusActions[action as keyof typeof statusActions];
      await changeStatus(deps, id, to, by === 'client' ? client : artist, 'It did not go as agreed.', now);
    } else if (action === 'quote') {
      await sendQuote(deps, id, { price: 1 + (choice % 400), note: '' }, artist, now);
    } else if (action === 'acceptQuote')
      await acceptQuote(deps, id, await kit.quoteTerms(t.database.db, id), client, now);
    else if (action === 'declineQuote') await declineQuote(deps, id, client, undefined, now);
    else if (action === 'delete') await deleteBooking(deps, id, artist);
    else if (action === 'release' || action === 'refund' || action === 'split') {
      const amount = (await kit.escrowOf(t.database.db, id))?.amount ?? 2;
      const body = { outcome: action, refund: splitRefund(amount, choice) / 100, note: 'Decided.' };
      await resolveDispute(deps, operator.id, id, body, now);
    }
  }

  /** After every command: the ledger's rules hold, and each booking's escrow fits its status and what moved it. */
  async function checkBookings(p: kit.PaidParties, ids: string[], before: States, now: Date, done?: Done) {
    const db = t.database.db;
    expect(await checkLedger(db)).toEqual([]);
    expect(await kit.strandedHolds(db, p.client.id)).toEqual([]);
    for (const { booking: row, escrow } of (await kit.bookingStates(db, ids)).values()) {
      kit.expectEscrowFitsStatus(row, escrow);
      const was = before.get(row.id)?.booking;
      const settled = was && !kit.FINAL_STATUSES.has(was.status) && kit.FINAL_STATUSES.has(row.status);
      if (done && escrow && settled) {
        const refund = refundAfter(done, was, row, escrow.amount, now);
        expect([escrow.refunded, escrow.released]).toEqual([refund, escrow.amount - refund]);
      }
      if (!done?.tick) continue;
      // The schedule leaves nothing due behind, and never settles a disputed session.
      if (row.status === 'pending') expect(row.respondBy!.getTime()).toBeGreaterThan(now.getTime());
      if (row.status === 'confirmed') {
        expect(row.endsAt.getTime() + AUTO_COMPLETE_HOURS * kit.HOUR).toBeGreaterThan(now.getTime());
      }
      if (was?.status === 'disputed') expect(row.status).toBe('disputed');
    }
  }

  it('conserves MACS, settles every final booking, pays by the rules and refuses cleanly', async () => {
    const db = () => t.database.db;
    const property = fc.asyncProperty(
      fc.constantFrom(...cancellationPolicies),
      requestArb,
      fc.array(commandArb, { minLength: 4, maxLength: 11, size: 'max' }),
      async (policy, first: Command, rest) => {
        // 0 unless an earlier, failed run stranded MACS there; each run answers for its own.
        const escrowBefore = await kit.escrowAccountBalance(db());
        const p = { artist: artists.get(policy)!, client: await kit.fundedClient(t, FUNDS) };
        const people = [p.client.id, p.artist.id];
        // What was minted for the client (plus what the reused artist earned in earlier runs).
        const inPlay = FUNDS + (await balanceOf(db(), p.artist.id)) + escrowBefore;
        const base = kit.nextWholeHour();
        let now = new Date(base.getTime() - kit.HOUR / 2);
        const ids: string[] = [];
        try {
          for (const cmd of [first, ...rest]) {
            if (cmd.kind === 'advance') {
              now = kit.hoursAfter(now, cmd.hours);
              continue;
            }
            const before = await kit.bookingStates(db(), ids);
            const { id, row, action } = aim(cmd, ids, before, now);
            if (action === 'toStart' && row && row.startsAt.getTime() + kit.HOUR > now.getTime()) {
              now = kit.hoursAfter(row.startsAt, 1);
            }
            if (action === 'toStart' || ('pick' in cmd && !(id && action))) continue;
            const print = await kit.bookingsFingerprint(db());
            const choice = 'choice' in cmd ? cmd.choice : 0;
            let done: Done | undefined = { tick: cmd.kind === 'tick', action, choice };
            try {
              if (cmd.kind === 'request') {
                const startsAt = kit.hoursAfter(base, SLOT_HOURS[cmd.slot]!);
                ids.push((await kit.requestSession(deps, p, startsAt, cmd.service, now)).id);
              } else if (cmd.kind === 'tick') expect((await settleDueBookings(deps, now)).failed).toBe(0);
              else await perform(action!, id!, choice, p, now);
            } catch (err) {
              if (!(err instanceof AppError)) throw err;
              done = undefined;
              expect(await kit.bookingsFingerprint(db()), `${action ?? cmd.kind} refused`).toBe(print);
            }
            expect(await kit.moneyInPlay(db(), people)).toBe(inPlay);
            await checkBookings(p, ids, before, now, done);
          }
        } finally {
          // However the run ended, the schedule and an operator can settle all of it (and a
          // failed run leaves nothing open for the next to trip over).
          await kit.settleEverything(deps, operator.id, ids, kit.hoursAfter(now, 24 * 400));
        }
        expect(await kit.escrowAccountBalance(db())).toBe(escrowBefore);
        expect(await kit.moneyInPlay(db(), people)).toBe(inPlay);
        expect(await checkLedger(db())).toEqual([]);
      },
    );
    await fc.assert(property, { numRuns: 35, examples });
  }, 240_000);
});
