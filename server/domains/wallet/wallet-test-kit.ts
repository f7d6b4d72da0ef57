import { expect } from 'vitest';
import type { TestApp } from '#server/test/test-app.ts';
import { bearer, type TestUser } from '#server/test/users.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { postTransfer } from './ledger.ts';

/** Well-formed addresses per network (the EVM one in its EIP-55 checksum spelling). */
export const addresses = {
  polygon: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  solana: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  xrp: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
} as const;

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'DELETE';

/** One API call as `user` (or signed out with `null`). */
export function call(
  t: TestApp,
  method: Method,
  url: string,
  user: TestUser | null,
  payload?: unknown,
  headers: Headers = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(user ? bearer(user) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Issues `macs` to a user straight through the ledger (no route), for tests that need a balance. */
export function fund(t: TestApp, userId: string, macs: number) {
  return t.database.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'topup',
      memo: 'Test-mode top-up',
      amount: Math.round(macs * 100),
      from: { system: 'issuance' },
      to: { userId },
    }),
  );
}

/** Connects a wallet through the route and returns its id. */
export async function connect(
  t: TestApp,
  user: TestUser,
  network = 'polygon',
  address: string = addresses.polygon,
) {
  const res = await call(t, 'POST', '/wallet/connect', user, { network, address });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

/** The wire format of every refusal (DESIGN rule 4). */
export const refusal = (message: string, code?: ErrorCode) =>
  expect.objectContaining({ success: false, message, error: message, ...(code ? { code } : {}) });
