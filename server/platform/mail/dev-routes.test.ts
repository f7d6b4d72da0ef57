import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('development mailbox', () => {
  let withDev: TestApp;
  let withoutDev: TestApp;
  beforeAll(async () => {
    withDev = await createTestApp({ DEV_ROUTES: 'true' });
    withoutDev = await createTestApp();
  });
  afterAll(async () => {
    await withDev.close();
    await withoutDev.close();
  });

  it('lists the outbox mails of one address, newest first', async () => {
    await withDev.ctx.mailer.send({ to: 'ada@example.com', subject: 'First', text: 'one' });
    await withDev.ctx.mailer.send({
      to: 'ada@example.com',
      subject: 'Second',
      text: 'two',
      link: 'http://x/y',
    });
    await withDev.ctx.mailer.send({ to: 'bob@example.com', subject: 'Other', text: 'three' });
    const res = await withDev.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=Ada@Example.com' });
    expect(res.statusCode).toBe(200);
    const mails = res.json().mails;
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0].link).toBe('http://x/y');
  });

  it('asks for a valid address', async () => {
    const res = await withDev.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('does not exist unless DEV_ROUTES is on', async () => {
    const res = await withoutDev.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=ada@example.com' });
    expect(res.statusCode).toBe(404);
  });
});
