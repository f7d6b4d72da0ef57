import { describe, expect, it } from 'vitest';
import { SPLIT_AMOUNT_MESSAGE } from '#shared/booking-payments.ts';
import { TWO_DECIMALS_MESSAGE } from '#shared/schemas/bounds.ts';
import { DISPUTE_NOTE_MESSAGE } from '#shared/schemas/disputes.ts';
import { evenRefundText, settlementShares, validateDispute } from './validate-dispute.ts';

const note = 'Decided on the evidence.';

describe('validateDispute', () => {
  it('sends a refund amount only with a split, and the note trimmed', () => {
    expect(validateDispute({ outcome: 'release', refund: '20', note: ` ${note} ` }, 150)).toEqual({
      body: { outcome: 'release', note },
      errors: null,
    });
    expect(validateDispute({ outcome: 'split', refund: ' 149.99 ', note }, 150)).toEqual({
      body: { outcome: 'split', refund: 149.99, note },
      errors: null,
    });
  });

  it('refuses a split refund of nothing, all, more than held or unreadable', () => {
    for (const refund of ['', '0', '-5', '150', '150.00', '150.01', 'ten', '1,5']) {
      expect(validateDispute({ outcome: 'split', refund, note }, 150).errors).toEqual({
        refund: SPLIT_AMOUNT_MESSAGE,
      });
    }
    expect(validateDispute({ outcome: 'split', refund: '10.005', note }, 150).errors).toEqual({
      refund: TWO_DECIMALS_MESSAGE,
    });
  });

  it('asks for a decision and a note of at most 500 characters', () => {
    expect(validateDispute({ outcome: null, refund: '', note: '  ' }, 150).errors).toEqual({
      outcome: 'Please choose release, refund or split',
      note: DISPUTE_NOTE_MESSAGE,
    });
    expect(validateDispute({ outcome: 'refund', refund: '', note: 'x'.repeat(501) }, 150).errors).toEqual({
      note: DISPUTE_NOTE_MESSAGE,
    });
  });
});

describe('settlementShares', () => {
  it('previews who gets what in hundredths, and nothing for an amount the server would refuse', () => {
    expect(settlementShares({ outcome: 'release', refund: '' }, 150)).toEqual({ client: 0, artist: 15_000 });
    expect(settlementShares({ outcome: 'refund', refund: '' }, 150)).toEqual({ client: 15_000, artist: 0 });
    expect(settlementShares({ outcome: 'split', refund: '0.1' }, 0.3)).toEqual({ client: 10, artist: 20 });
    for (const refund of ['', '0', '150', '200', '1.005', 'abc']) {
      expect(settlementShares({ outcome: 'split', refund }, 150)).toBeNull();
    }
    expect(settlementShares({ outcome: null, refund: '' }, 150)).toBeNull();
  });

  it("halves the held amount, rounding the client's half down to the hundredth", () => {
    expect(evenRefundText(150)).toBe('75.00');
    expect(evenRefundText(75.05)).toBe('37.52');
  });
});
