import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import { users } from '#server/domains/auth/tables.ts';
import { reports } from '#server/domains/moderation/tables.ts';
import { outer } from './outer-column.ts';

const db = drizzle(async () => ({ rows: [] }));

describe('outer', () => {
  it("names the outer query's table in a one-table select list, where a bare column would be the subquery's own", () => {
    const bare = sql`(select count(*) from ${reports} where ${reports.targetOwnerId} = ${users.id})`;
    const named = sql`(select count(*) from ${reports} where ${reports.targetOwnerId} = ${outer(users.id)})`;
    const query = db.select({ bare, named }).from(users).toSQL().sql;
    // What went wrong without it: `"id"` inside the subquery is reports.id.
    expect(query).toContain('"target_owner_id" = "id")');
    expect(query).toContain('"target_owner_id" = "users"."id")');
  });

  it('names an alias by its alias', () => {
    const owner = alias(users, 'owner');
    const query = db
      .select({
        n: sql`(select count(*) from ${reports} where ${reports.targetOwnerId} = ${outer(owner.id)})`,
      })
      .from(owner)
      .toSQL().sql;
    expect(query).toContain('= "owner"."id")');
  });
});
