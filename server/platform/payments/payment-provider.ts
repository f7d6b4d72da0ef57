import { randomBytes } from 'node:crypto';
import type { Config } from '#server/platform/config.ts';

export type ChargeRequest = { amountCents: number; description: string };
export type ChargeResult = { reference: string; status: 'confirmed' };

/** Where fiat money comes from. Only a confirmed charge may become a confirmed contribution. */
export interface PaymentProvider {
  readonly mode: 'test' | 'live';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The labelled test mode: no money moves, every charge is confirmed at once with a 'test_…' reference. */
export const testPaymentProvider: PaymentProvider = {
  mode: 'test',
  async charge(request) {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`Test charge needs a positive integer amount, got ${request.amountCents}`);
    }
    return { reference: `test_${randomBytes(12).toString('hex')}`, status: 'confirmed' };
  },
};

/** The provider config.paymentProvider names ('test' is the only one built in). */
export function selectPaymentProvider(config: Pick<Config, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'test':
      return testPaymentProvider;
  }
}
