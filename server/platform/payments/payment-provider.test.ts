import { describe, expect, it } from 'vitest';
import { selectPaymentProvider, testPaymentProvider } from './payment-provider.ts';

describe('payment provider', () => {
  it("is the labelled test provider when config says 'test'", () => {
    expect(selectPaymentProvider({ paymentProvider: 'test' })).toBe(testPaymentProvider);
    expect(testPaymentProvider.mode).toBe('test');
  });

  it('confirms a charge at once with a fresh test_ reference', async () => {
    const a = await testPaymentProvider.charge({ amountCents: 2550, description: 'Contribution to Kiln' });
    const b = await testPaymentProvider.charge({ amountCents: 1, description: 'Contribution to Kiln' });
    expect(a).toEqual({ reference: expect.stringMatching(/^test_[0-9a-f]{24}$/), status: 'confirmed' });
    expect(b.reference).not.toBe(a.reference);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses to charge %s cents', async (amountCents) => {
    await expect(testPaymentProvider.charge({ amountCents, description: 'x' })).rejects.toThrow(
      'Test charge needs a positive integer amount',
    );
  });
});
