import { describe, expect, it } from 'vitest';
import { buildBooking, buildPaidBooking, buildQuoteBooking, TEST_NOW } from './booking-fixtures.ts';
import { cancelRefundText, canReportProblem, paymentText, priceText } from './booking-payment.ts';
import { availableActions } from './decision-messages.ts';

const HOUR = 3_600_000;
/** A confirmed, paid session starting `hours` after TEST_NOW. */
const startingIn = (hours: number, policy: 'flexible' | 'moderate' | 'strict' = 'moderate') => {
  const start = new Date(TEST_NOW.getTime() + hours * HOUR);
  return buildPaidBooking({
    viewerRole: 'client',
    status: 'confirmed',
    cancellationPolicy: policy,
    dateTime: start.toISOString(),
    endsAt: new Date(start.getTime() + HOUR).toISOString(),
  });
};

describe('paid session texts', () => {
  it('names the price, or Quote until the artist prices it', () => {
    expect(priceText(buildPaidBooking())).toBe('150 MACS');
    expect(priceText(buildQuoteBooking('requested'))).toBe('Quote');
    expect(priceText(buildQuoteBooking('quoted'))).toBe('200.00 MACS quoted');
    expect(priceText(buildBooking({ price: 0 }))).toBe('Free');
    expect(priceText(buildBooking({ price: null }))).toBeNull();
  });

  it('says where the MACS are', () => {
    const payment = { amount: 150, held: 150, released: 0, refunded: 0 };
    expect(paymentText(payment)).toBe('150.00 MACS held in escrow');
    expect(paymentText({ ...payment, held: 0, released: 150 })).toBe('Paid to the artist: 150.00 MACS');
    expect(paymentText({ ...payment, held: 0, refunded: 150 })).toBe('Refunded 150.00 MACS');
    expect(paymentText({ ...payment, held: 0, released: 75, refunded: 75 })).toBe(
      'Partly refunded: 75.00 MACS refunded, 75.00 MACS paid to the artist',
    );
  });

  it("states the client's refund under the policy at the time of cancelling", () => {
    expect(cancelRefundText(startingIn(48), TEST_NOW)).toBe(
      'You will get back 75.00 of 150.00 MACS under the Moderate policy. The artist keeps 75.00 MACS.',
    );
    expect(cancelRefundText(startingIn(80), TEST_NOW)).toBe(
      'You will get back 150.00 of 150.00 MACS under the Moderate policy.',
    );
    expect(cancelRefundText(startingIn(48, 'strict'), TEST_NOW)).toBe(
      'You will get back 0.00 of 150.00 MACS under the Strict policy. The artist keeps 150.00 MACS.',
    );
    // A request not yet accepted, or the artist cancelling, gives everything back.
    expect(cancelRefundText({ ...startingIn(48), status: 'pending' }, TEST_NOW)).toBe(
      'You will get all 150.00 MACS back.',
    );
    expect(cancelRefundText({ ...startingIn(48), viewerRole: 'artist' }, TEST_NOW)).toBe(
      'Sam Rivera gets all 150.00 MACS back.',
    );
    expect(cancelRefundText(buildBooking(), TEST_NOW)).toBeNull();
  });

  it('lets the client report a problem from the start until the window closes', () => {
    expect(canReportProblem(startingIn(1), TEST_NOW)).toBe(false);
    expect(canReportProblem(startingIn(-2), TEST_NOW)).toBe(true);
    expect(canReportProblem(startingIn(-30), TEST_NOW)).toBe(false);
    expect(canReportProblem({ ...startingIn(-2), viewerRole: 'artist' }, TEST_NOW)).toBe(false);
    expect(canReportProblem({ ...startingIn(-2), payment: null }, TEST_NOW)).toBe(false);
  });

  it('offers a quote instead of Accept, and the client accept or decline of a sent quote', () => {
    expect(availableActions(buildQuoteBooking('requested'), TEST_NOW)).toEqual(['quote', 'decline']);
    expect(availableActions(buildQuoteBooking('quoted'), TEST_NOW)).toEqual(['quote', 'decline']);
    const quoted = buildQuoteBooking('quoted', { viewerRole: 'client' });
    expect(availableActions(quoted, TEST_NOW)).toEqual(['acceptQuote', 'declineQuote']);
    expect(availableActions({ ...quoted, viewerRole: 'guest' }, TEST_NOW)).toEqual([
      'acceptQuote',
      'declineQuote',
    ]);
    expect(availableActions(buildQuoteBooking('requested', { viewerRole: 'client' }), TEST_NOW)).toEqual([
      'cancel',
    ]);
    expect(availableActions(startingIn(-2), TEST_NOW)).toEqual(['dispute', 'cancel']);
    expect(availableActions({ ...startingIn(-2), status: 'disputed' }, TEST_NOW)).toEqual([]);
  });
});
