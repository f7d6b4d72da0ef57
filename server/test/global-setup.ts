import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '#server/platform/db/client.ts';

/**
 * Migrating a fresh database costs seconds, so it is done once per run: a PGlite data dump
 * that each test file loads, and on PostgreSQL a template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const driver = process.env.TEST_DB_DRIVER ?? project.config.env?.TEST_DB_DRIVER ?? 'pglite';
  if (driver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
    const templateName = `easel_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabase(url, templateName);
    const database = await openPostgres(templateUrl, { poolSize: 2 });
    await migrateDatabase(database);
    await database.close();
    project.provide('pgTemplate', templateName);
    return async () => {
      // Test files drop their own copies; the template goes last.
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${templateName.replace('tpl', 't')}%`],
      );
      for (const row of leftovers.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = join(process.cwd(), '.test-data');
  mkdirSync(dir, { recursive: true });
  const database = await openPglite();
  await migrateDatabase(database);
  const dump = await database.client.dumpDataDir('none');
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return undefined;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
