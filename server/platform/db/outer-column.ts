import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The outer query's column, for a correlated subquery in a select list. Drizzle writes a select
 * list's columns bare when the query reads one table, so `users.id` there became `"id"`, which
 * inside `(select … from reports where … = "id")` names the reports row's own id: the count
 * matched nothing. A column inside nested SQL keeps its table's name (or alias) in every clause.
 */
export const outer = (column: AnyColumn): SQL => sql`${column}`;
