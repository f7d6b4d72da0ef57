import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * An index key in the order `order by … desc` reads (PostgreSQL's DESC means NULLS FIRST).
 * Drizzle's plain `.desc()` builds DESC NULLS LAST, which cannot serve that sort even on a
 * NOT NULL column, so "newest first" lists would read every row and sort it.
 */
export const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();
