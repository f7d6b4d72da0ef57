import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import {
  CAMPAIGN_ENDED_MESSAGE,
  CONTRIBUTION_AMOUNT_MESSAGE,
  WALLET_ADDRESS_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { TX_HASH_USED_MESSAGE } from './contribution-create.ts';
import {
  contributeTo,
  contributionRows,
  cryptoBody,
  DAY_MS,
  evmTxHash,
  fromNow,
  insertCampaign,
  mailsTo,
  notificationsOf,
  refusal,
  senders,
} from './contribution-test-kit.ts';

describe('POST /campaigns/{id}/contribute', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;
  let campaignId: string;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' });
    fan = await createTestUser(t.database, { name: 'Sam Fan' });
    campaignId = await insertCampaign(t, artist.id);
  });
  afterAll(async () => t.close());

  it('confirms a fiat contribution at once, answers the updated campaign and tells the artist', async () => {
    const id = await insertCampaign(t, artist.id, { title: 'Clay for Schools' });
    const res = await contributeTo(
      t,
      id,
      { amount: 25.5, note: '  Good luck!  ', paymentType: 'fiat' },
      bearer(fan),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.campaign).toMatchObject({ id, currentAmount: 25.5, pendingAmount: 0, backers: 1 });
    expect(body.data.contribution).toMatchObject({
      contributorName: 'Sam Fan',
      amount: 25.5,
      paymentType: 'fiat',
      status: 'confirmed',
    });
    const [row] = await contributionRows(t, id);
    expect(row).toMatchObject({
      amountCents: 2550,
      note: 'Good luck!',
      contributorUserId: fan.id,
      status: 'confirmed',
    });
    expect(row!.providerReference).toMatch(/^test_/);
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    const notes = await notificationsOf(t, artist.id);
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: 'payment_received',
        message: 'Sam Fan contributed $25.50 to "Clay for Schools".',
        data: { amount: 2550, currency: 'USD', note: 'Good luck!' },
      }),
    );
    const [mail] = await mailsTo(t, fan.email);
    expect(mail?.subject).toBe('Your contribution to Clay for Schools');
    expect(mail?.text).toContain('$25.50');
  });

  it('serves the crowdfunding door too and takes guests, with or without a receipt address', async () => {
    const id = await insertCampaign(t, artist.id);
    const withMail = await contributeTo(
      t,
      id,
      { amount: 10, paymentType: 'fiat', email: 'Guest@Example.com' },
      {},
      'crowdfunding',
    );
    expect(withMail.statusCode).toBe(201);
    expect(withMail.json().data.contribution.contributorName).toBe('Anonymous');
    expect(await mailsTo(t, 'guest@example.com')).toHaveLength(1);
    const without = await contributeTo(t, id, { amount: 0.01, paymentType: 'fiat' });
    expect(without.statusCode).toBe(201);
    expect(without.json().data.campaign).toMatchObject({ currentAmount: 10.01, backers: 2 });
  });

  it('records crypto as pending with the configured wallet and token, whatever the client sent', async () => {
    const id = await insertCampaign(t, artist.id);
    const res = await contributeTo(
      t,
      id,
      cryptoBody(75.5, {
        platformWallet: '0xattacker',
        token: 'USDT',
        txHash: ` ${evmTxHash('abc').toUpperCase().replace('0X', '0x')} `,
      }),
      bearer(fan),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.campaign).toMatchObject({ currentAmount: 0, pendingAmount: 75.5, backers: 0 });
    const [row] = await contributionRows(t, id);
    expect(row).toMatchObject({
      status: 'pending',
      network: 'polygon',
      token: 'MATIC',
      platformWallet: t.config.platformWallets.polygon,
      senderAddress: senders.polygon,
      txHash: evmTxHash('abc'),
      confirmedAt: null,
    });
    // Nothing is received yet, so the artist hears nothing until they confirm it.
    expect((await notificationsOf(t, artist.id)).filter((n) => n.message.includes('$75.50'))).toHaveLength(0);
  });

  const invalid: [string, unknown, string][] = [
    // A missing field is named by the shared error handler; a wrong one gets the spec's sentence.
    ['no amount', { paymentType: 'fiat' }, CONTRIBUTION_AMOUNT_MESSAGE],
    ['a zero amount', { amount: 0, paymentType: 'fiat' }, CONTRIBUTION_AMOUNT_MESSAGE],
    ['a negative amount', { amount: -5, paymentType: 'fiat' }, CONTRIBUTION_AMOUNT_MESSAGE],
    ['a third decimal', { amount: 1.005, paymentType: 'fiat' }, CONTRIBUTION_AMOUNT_MESSAGE],
    ['a text amount', { amount: '10', paymentType: 'fiat' }, CONTRIBUTION_AMOUNT_MESSAGE],
    ['no payment type', { amount: 5 }, 'Please choose fiat or crypto'],
    [
      'a long note',
      { amount: 5, paymentType: 'fiat', note: 'x'.repeat(501) },
      'Note must be at most 500 characters',
    ],
    ['a bad e-mail', { amount: 5, paymentType: 'fiat', email: 'nope' }, 'Please enter a valid email address'],
    ['crypto without details', { amount: 5, paymentType: 'crypto' }, WALLET_ADDRESS_MESSAGE],
    ['a blank wallet', cryptoBody(5, { userWalletAddress: '   ' }), WALLET_ADDRESS_MESSAGE],
    ['an unknown network', cryptoBody(5, { network: 'dogecoin' }), 'Please choose a network'],
    [
      'a bad checksum',
      cryptoBody(5, { userWalletAddress: senders.polygon.replace('d', 'D') }),
      'Please enter a valid Polygon wallet address',
    ],
    [
      'an EVM address on Solana',
      cryptoBody(5, { network: 'solana' }),
      'Please enter a valid Solana wallet address',
    ],
    [
      'a Solana address on XRP',
      cryptoBody(5, { network: 'xrp', userWalletAddress: senders.solana }),
      'Please enter a valid XRP Ledger wallet address',
    ],
  ];
  it.each(invalid)('refuses %s with its message and changes nothing', async (_label, body, message) => {
    const before = await t.snapshot();
    const res = await contributeTo(t, campaignId, body, bearer(fan));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await t.snapshot()).toEqual(before);
  });

  it('accepts each network with a valid address', async () => {
    for (const [network, userWalletAddress] of Object.entries(senders)) {
      const res = await contributeTo(t, campaignId, cryptoBody(1, { network, userWalletAddress }));
      expect(res.statusCode).toBe(201);
    }
  });

  it('answers 404 for an unknown or malformed campaign and 409 after the deadline', async () => {
    const before = await t.snapshot();
    const fiat = { amount: 5, paymentType: 'fiat' };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await contributeTo(t, id, fiat);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refusal('Campaign not found'));
    }
    const ended = await insertCampaign(t, artist.id, { deadline: fromNow(-DAY_MS) });
    const afterInsert = await t.snapshot();
    const res = await contributeTo(t, ended, fiat, bearer(fan));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal(CAMPAIGN_ENDED_MESSAGE));
    expect(await t.snapshot()).toEqual(afterInsert);
    expect(before).not.toEqual(afterInsert);
  });

  it('refuses an expired token with 401 instead of taking the money as a guest', async () => {
    const before = await t.snapshot();
    const res = await contributeTo(
      t,
      campaignId,
      { amount: 5, paymentType: 'fiat' },
      { authorization: 'Bearer gone' },
    );
    expect(res.statusCode).toBe(401);
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses a transaction hash already used on the same network, not on another', async () => {
    const first = await contributeTo(t, campaignId, cryptoBody(3, { txHash: evmTxHash('feed') }));
    expect(first.statusCode).toBe(201);
    const before = await t.snapshot();
    const again = await contributeTo(
      t,
      campaignId,
      cryptoBody(4, { txHash: evmTxHash('feed') }),
      bearer(fan),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(TX_HASH_USED_MESSAGE));
    expect(await t.snapshot()).toEqual(before);
    const elsewhere = await contributeTo(
      t,
      campaignId,
      cryptoBody(4, { network: 'bnb', userWalletAddress: senders.polygon, txHash: evmTxHash('feed') }),
    );
    expect(elsewhere.statusCode).toBe(201);
  });
  it('takes one transaction once however its hash is spelled, and stores the canonical form', async () => {
    const id = await insertCampaign(t, artist.id);
    const hash = evmTxHash('spellings');
    const digits = hash.slice(2);
    const first = await contributeTo(
      t,
      id,
      cryptoBody(3, { txHash: hash.toUpperCase().replace('0X', '0x') }),
    );
    expect(first.statusCode).toBe(201);
    expect((await contributionRows(t, id)).map((r) => r.txHash)).toEqual([hash]);
    const before = await t.snapshot();
    for (const spelling of [
      hash,
      digits,
      digits.toUpperCase(),
      `0X${digits}`,
      `\u200b${hash}`,
      `${hash.slice(0, 10)}\u200d${hash.slice(10)}\u2060`,
      `\u202a${hash}\u202c`,
    ]) {
      const again = await contributeTo(t, id, cryptoBody(4, { txHash: spelling }), bearer(fan));
      expect(again.statusCode, spelling).toBe(409);
      expect(again.json()).toEqual(refusal(TX_HASH_USED_MESSAGE));
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses text that is not a transaction hash on the chosen network, changing nothing', async () => {
    const id = await insertCampaign(t, artist.id);
    const before = await t.snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ txHash: 'hello' }, 'Polygon'],
      [{ txHash: evmTxHash('short').slice(0, 60) }, 'Polygon'],
      [{ txHash: `${evmTxHash('long')}00` }, 'Polygon'],
      [{ txHash: `0x${'g'.repeat(64)}` }, 'Polygon'],
      [{ txHash: `0x0x${evmTxHash('double').slice(2)}` }, 'Polygon'],
      [{ network: 'xrp', userWalletAddress: senders.xrp, txHash: evmTxHash('xrp') }, 'XRP Ledger'],
      [{ network: 'solana', userWalletAddress: senders.solana, txHash: evmTxHash('sol').slice(2) }, 'Solana'],
      [{ network: 'solana', userWalletAddress: senders.solana, txHash: senders.solana }, 'Solana'],
    ];
    for (const [crypto, label] of cases) {
      const res = await contributeTo(t, id, cryptoBody(5, crypto), bearer(fan));
      expect(res.statusCode, JSON.stringify(crypto)).toBe(400);
      expect(res.json()).toEqual(refusal(`Please enter a valid ${label} transaction hash`));
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('stores XRP hashes in capitals and Solana signatures as they are', async () => {
    const id = await insertCampaign(t, artist.id);
    const xrp = evmTxHash('xrp-ledger').slice(2);
    const solana = 'DyXZZCSiBREJ8YZ5cULd7PVdKpbkhHvHJ7otbJmLJajJtRsyq1irMMqKimYeKvRmZ8Sc2qWLhKjYR4ekM8RSzkV';
    expect(
      (
        await contributeTo(
          t,
          id,
          cryptoBody(5, { network: 'xrp', userWalletAddress: senders.xrp, txHash: xrp }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await contributeTo(
          t,
          id,
          cryptoBody(5, { network: 'solana', userWalletAddress: senders.solana, txHash: ` ${solana} ` }),
        )
      ).statusCode,
    ).toBe(201);
    const stored = (await contributionRows(t, id)).map((r) => r.txHash).sort();
    expect(stored).toEqual([xrp.toUpperCase(), solana].sort());
  });
});
