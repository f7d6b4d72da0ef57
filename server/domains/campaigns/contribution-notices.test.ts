import { describe, expect, it } from 'vitest';
import { composeReceiptMail } from './contribution-notices.ts';
import type { ContributionRow } from './contribution-view.ts';

const campaign = { id: '11111111-1111-4111-8111-111111111111', title: 'Kiln <&> Co', artistId: 'a' };

function row(fields: Partial<ContributionRow> = {}): ContributionRow {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    campaignId: campaign.id,
    contributorUserId: null,
    contributorEmail: 'guest@example.com',
    amountCents: 123_456,
    note: null,
    paymentType: 'fiat',
    network: null,
    token: null,
    senderAddress: null,
    platformWallet: null,
    txHash: null,
    status: 'confirmed',
    providerReference: 'test_abc',
    createdAt: new Date('2026-11-01T10:00:00.000Z'),
    confirmedAt: new Date('2026-11-01T10:00:00.000Z'),
    closedAt: null,
    closedReason: null,
    ...fields,
  };
}

describe('contribution receipt mail', () => {
  it('confirms a fiat contribution with amount, reference and a link to the campaign', () => {
    const mail = composeReceiptMail('guest@example.com', campaign, row(), 'https://easel.example');
    expect(mail.to).toBe('guest@example.com');
    expect(mail.subject).toBe('Your contribution to Kiln <&> Co');
    expect(mail.text).toContain('Amount: $1,234.56 (USD)');
    expect(mail.text).toContain('Status: Confirmed');
    expect(mail.text).toContain('Reference: test_abc');
    expect(mail.link).toBe(`https://easel.example/campaigns/${campaign.id}`);
    expect(mail.html).toContain('Kiln &lt;&amp;&gt; Co');
  });

  it('explains that a crypto contribution counts once the artist confirms it', () => {
    const crypto = row({
      paymentType: 'crypto',
      network: 'solana',
      token: 'SOL',
      status: 'pending',
      txHash: '5h6x',
      providerReference: null,
      confirmedAt: null,
    });
    const mail = composeReceiptMail('fan@example.com', campaign, crypto, 'https://easel.example');
    expect(mail.text).toContain('recorded as pending');
    expect(mail.text).toContain('Payment: Solana (SOL)');
    expect(mail.text).toContain('Status: Pending confirmation');
    expect(mail.text).toContain('Transaction: 5h6x');
  });
});
