import { describe, expect, it } from 'vitest';
import { AppError } from '#server/platform/errors.ts';
import { hashRequest, IDEMPOTENCY_KEY_MESSAGE, readIdempotencyKey } from './idempotency.ts';

describe('idempotency helpers', () => {
  it('hashes the same request the same, whatever the key order', () => {
    const a = hashRequest({ body: { amount: 5, note: 'x', crypto: { network: 'xrp', a: 1 } }, caller: null });
    const b = hashRequest({ caller: null, body: { crypto: { a: 1, network: 'xrp' }, note: 'x', amount: 5 } });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells different requests apart, including who sends them', () => {
    const body = { amount: 5 };
    expect(hashRequest({ body, caller: null })).not.toBe(hashRequest({ body: { amount: 6 }, caller: null }));
    expect(hashRequest({ body, caller: null })).not.toBe(hashRequest({ body, caller: 'u1' }));
    expect(hashRequest([1, 2])).not.toBe(hashRequest([2, 1]));
  });

  it('reads the header: absent is fine, 1 to 200 characters is a key, anything else is 400', () => {
    expect(readIdempotencyKey({})).toBeUndefined();
    expect(readIdempotencyKey({ 'idempotency-key': 'abc' })).toBe('abc');
    expect(readIdempotencyKey({ 'idempotency-key': 'k'.repeat(200) })).toHaveLength(200);
    for (const value of ['', 'k'.repeat(201), ['a', 'b']]) {
      const attempt = () => readIdempotencyKey({ 'idempotency-key': value });
      expect(attempt).toThrow(AppError);
      expect(attempt).toThrow(IDEMPOTENCY_KEY_MESSAGE);
    }
  });
});
