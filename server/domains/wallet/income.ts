import { sql } from 'drizzle-orm';
import {
  type Activity,
  type StatWindow,
  summarizeActivity,
} from '#server/domains/dashboard/activity-window.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type LedgerTransferKind, ledgerAccounts, ledgerEntries, ledgerTransfers } from './tables.ts';

/**
 * Money the user earned: sales, payments and paid sessions released to them. Top-ups, refunds
 * and bridges are not income.
 */
export const incomeTransferKinds: readonly LedgerTransferKind[] = ['purchase', 'payment', 'booking_release'];

/**
 * A user's MACS income in hundredths: the credits to their own ledger account from 'purchase'
 * and 'payment' transfers, dated by the entry (UTC day).
 */
export function summarizeMacsIncome(db: Db, userId: string, window: StatWindow): Promise<Activity> {
  const kinds = sql.join(
    incomeTransferKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return summarizeActivity(
    db,
    sql`select (${ledgerEntries.createdAt} at time zone 'UTC')::date as day, ${ledgerEntries.amount} as amount
        from ${ledgerEntries}
        join ${ledgerTransfers} on ${ledgerTransfers.id} = ${ledgerEntries.transferId}
        join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
        where ${ledgerAccounts.userId} = ${userId}
          and ${ledgerEntries.amount} > 0
          and ${ledgerTransfers.kind} in (${kinds})`,
    window,
  );
}
