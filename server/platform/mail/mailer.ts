import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { enqueueJob, type JobPayload } from '../jobs/queue.ts';
import { outbox } from './tables.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about (reset, confirmation); logged in outbox mode. */
  link?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /**
   * Queues a mail; it never waits for a mail server. Given `tx`, the mail is queued in that
   * transaction and goes out only if it commits.
   */
  send(message: MailMessage, tx?: Db): Promise<void>;
  /** The job that hands one queued mail to the SMTP server (see server/job-handlers.ts). */
  deliver(payload: JobPayload): Promise<void>;
}

export const MAIL_DELIVERY_JOB = 'mail.deliver';

async function storeMail(db: Db, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      link: message.link ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Every mail is first a row in `outbox`. With SMTP_URL a delivery job sends it and deletes the row
 * (at least once: a crash between the two sends it again); without, the row is the mail, kept so
 * a developer can follow its link, and the log says so.
 */
export function createMailer(config: Config, database: Database, log?: FastifyBaseLogger): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    // nodemailer (~40 ms to load) is needed only by the delivery job, so not at start.
    let transport: Promise<Transporter> | undefined;
    const openTransport = () => {
      if (!transport) {
        transport = import('nodemailer').then(({ default: mail }) => mail.createTransport(smtpUrl));
        // A failed load is not remembered; the next delivery tries again.
        transport.catch(() => {
          transport = undefined;
        });
      }
      return transport;
    };
    return {
      mode: 'smtp',
      async send(message, tx) {
        const queue = async (db: Db) => {
          const outboxId = await storeMail(db, message);
          await enqueueJob(db, MAIL_DELIVERY_JOB, { outboxId });
        };
        await (tx ? queue(tx) : database.db.transaction(queue));
      },
      async deliver(payload) {
        const id = String(payload.outboxId ?? '');
        const [mail] = await database.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
        // Already delivered by an earlier attempt that could not delete its job.
        if (!mail) return;
        await (await openTransport()).sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await database.db.delete(outbox).where(eq(outbox.id, id));
      },
    };
  }
  return {
    mode: 'outbox',
    async send(message, tx) {
      await storeMail(tx ?? database.db, message);
      log?.info({ to: message.to, subject: message.subject, link: message.link }, 'mail stored in outbox');
    },
    async deliver() {
      // Nothing is delivered without SMTP: a delivery job can only be left from an earlier SMTP run.
      throw new Error('SMTP_URL is not set, so queued mail cannot be delivered');
    },
  };
}
