import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';

export type LedgerViolation = { rule: string; detail: string };

/**
 * The ledger's promises, each as a query that lists what breaks it. The triggers of migrations
 * 0003 and 0008 should make every list empty; this proves it after the fact (`npm run
 * check:ledger`, and the tests), so a disabled trigger or a hand-edited row cannot go unnoticed.
 */
const rules: { rule: string; query: ReturnType<typeof sql> }[] = [
  {
    rule: 'transfer does not sum to zero over at least two entries',
    query: sql`select t.id || ': ' || count(e.id) || ' entries, sum ' || coalesce(sum(e.amount), 0) as detail
      from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
      order by t.id`,
  },
  {
    rule: 'balance checkpoint differs from the sum of its entries',
    query: sql`select a.id || ': checkpoint ' || a.balance || ', entries ' || coalesce(s.total, 0) as detail
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
        on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0)
      order by a.id`,
  },
  {
    rule: 'user balance is negative',
    query: sql`select a.id || ': checkpoint ' || a.balance || ', entries ' || coalesce(s.total, 0) as detail
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
        on s.account_id = a.id
      where a.kind = 'user' and (a.balance < 0 or coalesce(s.total, 0) < 0)
      order by a.id`,
  },
  {
    rule: 'entry without its transfer or account',
    query: sql`select e.id || ': transfer ' || e.transfer_id || ', account ' || e.account_id as detail
      from ledger_entries e
      left join ledger_transfers t on t.id = e.transfer_id
      left join ledger_accounts a on a.id = e.account_id
      where t.id is null or a.id is null
      order by e.id`,
  },
  {
    // Decision 020: the session escrow account holds exactly what the open escrows still hold.
    rule: 'booking escrow balance differs from what the bookings hold',
    query: sql`select 'booking_escrow: balance ' || coalesce(a.balance, 0) || ', held ' || h.held as detail
      from (select coalesce(sum(amount - released - refunded), 0) as held from booking_escrows) h
      left join ledger_accounts a on a.code = 'booking_escrow'
      where coalesce(a.balance, 0) <> h.held`,
  },
  {
    rule: 'session escrow held for a booking in a final state',
    query: sql`select x.booking_reference || ': ' || b.status || ', held ' || (x.amount - x.released - x.refunded) as detail
      from booking_escrows x join bookings b on b.id = x.booking_id
      where b.status in ('declined', 'completed', 'cancelled', 'expired') and x.settled_at is null
      order by x.booking_reference`,
  },
];

/** Every violation of the ledger's invariants; an empty list means the books are whole. */
export async function checkLedger(db: Db): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const { rule, query } of rules) {
    const result = await db.execute<{ detail: string }>(query);
    for (const row of result.rows) violations.push({ rule, detail: row.detail });
  }
  return violations;
}
