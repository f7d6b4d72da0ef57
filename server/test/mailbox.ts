import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { outbox } from '#server/platform/mail/tables.ts';

/** The newest mail stored for an address (the outbox is the mailbox when no SMTP is set). */
export async function readNewestMail(database: Database, to: string) {
  const [mail] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

/** A query parameter of a mail's link (`token`, `access`), read the way a person follows it. */
export const readLinkParam = (link: string | null | undefined, param = 'token') =>
  link ? new URL(link).searchParams.get(param) : null;
