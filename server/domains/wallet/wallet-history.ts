import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';
import type { BalanceHistory, TransactionsPage, WalletTransaction } from '#shared/schemas/wallet.ts';

type TransactionRow = {
  id: string;
  kind: string;
  memo: string;
  amount: number;
  created_at: Date | string;
  counterparty: string;
};

const toTransaction = (row: TransactionRow): WalletTransaction => ({
  id: row.id,
  type: row.kind,
  description: row.memo,
  counterparty: row.counterparty,
  amount: fromMacsMinor(Number(row.amount)),
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * The caller's side of each transfer, newest first. The counterparty is the other entry's
 * account: a person shows by display name only (never an e-mail); system accounts by what they
 * mean to the person — issuance is where test-mode top-ups come from, anything tied to a bridge
 * request is the Bridge, a paid session's money moves through the Session escrow, the rest is Easel.
 */
async function selectTransactions(db: Db, userId: string, where: SQL, limit: number, offset: number) {
  const result = await db.execute<TransactionRow>(sql`
    select t.id, t.kind, coalesce(t.memo, '') as memo, e.amount::float8 as amount, e.created_at,
      coalesce(u.name, case
        when oa.code = 'issuance' then 'Test-mode top-up'
        when oa.code = 'booking_escrow' then 'Session escrow'
        when exists (select 1 from bridge_requests b where b.transfer_id = t.id or b.settle_transfer_id = t.id)
          then 'Bridge'
        else 'Easel' end) as counterparty
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id and a.user_id = ${userId}
    join ledger_transfers t on t.id = e.transfer_id
    left join lateral (
      select o.account_id from ledger_entries o
      where o.transfer_id = e.transfer_id and o.account_id <> e.account_id
      order by o.id limit 1
    ) other on true
    left join ledger_accounts oa on oa.id = other.account_id
    left join users u on u.id = oa.user_id
    where ${where}
    order by e.created_at desc, e.id desc
    limit ${limit} offset ${offset}`);
  return result.rows.map(toTransaction);
}

/** One page of the caller's history with the total across pages. */
export async function listTransactions(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<TransactionsPage> {
  const data = await selectTransactions(db, userId, sql`true`, pageSize, (page - 1) * pageSize);
  const counted = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ledger_entries e
    join ledger_accounts a on a.id = e.account_id and a.user_id = ${userId}`);
  return { success: true, data, page, pageSize, total: Number(counted.rows[0]?.total ?? 0) };
}

/** The latest few rows, for the wallet summary. */
export const recentTransactions = (db: Db, userId: string, limit = 5) =>
  selectTransactions(db, userId, sql`true`, limit, 0);

/** The caller's row of one transfer (as the top-up answer shows it). */
export async function transactionOf(db: Db, userId: string, transferId: string): Promise<WalletTransaction> {
  const [row] = await selectTransactions(db, userId, sql`t.id = ${transferId}`, 1, 0);
  if (!row) throw new Error(`Transfer ${transferId} has no entry of user ${userId}`);
  return row;
}

/**
 * End-of-day balances for the last `days` UTC days, oldest first: the balance before the window
 * plus a running sum of each day's entries, all in SQL so the chart never sums in JavaScript.
 */
export async function balanceHistory(db: Db, userId: string, days: number): Promise<BalanceHistory> {
  const result = await db.execute<{ date: string; balance: number }>(sql`
    with acct as (select id from ledger_accounts where user_id = ${userId}),
    bounds as (
      select ((now() at time zone 'UTC')::date - ${days - 1}::int) as first_day,
        (now() at time zone 'UTC')::date as last_day
    ),
    start as (select (first_day::timestamp at time zone 'UTC') as at from bounds),
    opening as (
      select coalesce(sum(e.amount), 0) as v from ledger_entries e
      where e.account_id = (select id from acct) and e.created_at < (select at from start)
    ),
    daily as (
      select (e.created_at at time zone 'UTC')::date as day, sum(e.amount) as s from ledger_entries e
      where e.account_id = (select id from acct) and e.created_at >= (select at from start)
      group by 1
    ),
    series as (
      select generate_series(first_day, last_day, interval '1 day')::date as day from bounds
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
      ((select v from opening) + sum(coalesce(daily.s, 0)) over (order by d.day))::float8 as balance
    from series d left join daily on daily.day = d.day
    order by d.day`);
  return result.rows.map((row) => ({ date: row.date, balance: fromMacsMinor(Number(row.balance)) }));
}
