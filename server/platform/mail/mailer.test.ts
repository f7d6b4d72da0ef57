import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { jobs } from '../jobs/tables.ts';
import { outbox } from './tables.ts';
import { startTestSmtpServer } from './test-smtp-server.ts';

const message = { to: 'pat@example.com', subject: 'Hello from Easel', text: 'A line of text.' };

describe('mail over SMTP is queued, then delivered by a job', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterEach(() => smtp.refuse(false));
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('send() only queues: nothing reaches the mail server until the job runs, then the queue is empty', async () => {
    await t.ctx.mailer.send(message);
    expect(smtp.received).toHaveLength(0);
    expect(await t.database.db.select({ kind: jobs.kind }).from(jobs)).toEqual([{ kind: 'mail.deliver' }]);
    expect(await t.runJobs()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['RCPT TO:<pat@example.com>']);
    expect(smtp.received[0]!.data).toContain('Subject: Hello from Easel');
    expect(await t.database.db.select().from(outbox)).toEqual([]);
    expect(await t.database.db.select().from(jobs)).toEqual([]);
  });

  it('a mail queued in a transaction that rolls back is never sent', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.ctx.mailer.send(message, tx);
        throw new Error('the work that asked for the mail failed');
      }),
    ).rejects.toThrow('failed');
    expect(await t.database.db.select().from(jobs)).toEqual([]);
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('a refusing mail server leaves the mail queued for a later attempt, with the reason', async () => {
    smtp.refuse(true);
    await t.ctx.mailer.send(message);
    expect(await t.runJobs()).toBe(1);
    const [job] = await t.database.db.select().from(jobs);
    expect(job).toMatchObject({ kind: 'mail.deliver', attempts: 1, failedAt: null });
    expect(job!.lastError).toMatch(/refused by the test/);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await t.database.db.select().from(outbox)).toHaveLength(1);

    smtp.refuse(false);
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    expect(await t.runJobs()).toBe(1);
    expect(smtp.received.at(-1)?.data).toContain('A line of text.');
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });
});
