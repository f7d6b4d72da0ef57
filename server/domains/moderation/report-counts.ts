import { countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { reports } from './tables.ts';

/** Targets with at least one open report (the queue's length, not its reports). */
export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(sql`(${reports.targetType}, ${reports.targetId})`) })
    .from(reports)
    .where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}
