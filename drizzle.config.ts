import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/domains/*/tables.ts',
    './server/platform/mail/tables.ts',
    './server/platform/idempotency/tables.ts',
    './server/platform/jobs/tables.ts',
    './server/platform/limits/tables.ts',
  ],
  out: './server/platform/db/migrations',
});
