import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import {
  hashRequest,
  type IdempotentResult,
  withIdempotency,
} from '#server/platform/idempotency/idempotency.ts';
import { explorerTxUrl } from '#shared/crypto-explorers.ts';
import { networkLabels } from '#shared/crypto-networks.ts';
import { fromMacsMinor, toMacsMinor } from '#shared/schemas/media.ts';
import {
  BRIDGE_NOT_FOUND_MESSAGE,
  BRIDGE_PENDING_MESSAGE,
  type BridgeInitiateBody,
  type BridgeRequest,
  type bridgeRequestResponseSchema,
} from '#shared/schemas/wallet.ts';
import { findOwnWallet } from './connected-wallets.ts';
import { postTransfer } from './ledger.ts';
import { bridgeRequests } from './tables.ts';

export type BridgeRequestResponse = z.infer<typeof bridgeRequestResponseSchema>;
export type BridgeRow = typeof bridgeRequests.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BRIDGE_LIST_LIMIT = 50;

export const toBridgeRequest = (row: BridgeRow): BridgeRequest => ({
  id: row.id,
  network: row.network,
  address: row.address,
  amount: fromMacsMinor(row.amount),
  status: row.status,
  failureReason: row.failureReason,
  payoutTxHash: row.payoutTxHash,
  explorerUrl: row.payoutTxHash ? explorerTxUrl(row.network, row.payoutTxHash) : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * POST /bridge/initiate: debits the caller into the bridge escrow and records the request with
 * the wallet's network and address copied. Too little MACS is the ledger's 409, and the whole
 * transaction (request row included) rolls back. Honours an Idempotency-Key like the top-up.
 */
export async function initiateBridge(
  db: Db,
  userId: string,
  body: BridgeInitiateBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<BridgeRequestResponse>> {
  return db.transaction(async (tx) => {
    const run = async () => {
      const wallet = await findOwnWallet(tx, userId, body.walletId);
      const amount = toMacsMinor(body.amount);
      const { transferId } = await postTransfer(tx, {
        kind: 'bridge_out',
        memo: `Bridge to ${networkLabels[wallet.network]} ${wallet.address}`,
        amount,
        from: { userId },
        to: { system: 'escrow' },
        ...(idempotencyKey ? { idempotencyKey: `bridge:${userId}:${idempotencyKey}` } : {}),
      });
      const [row] = await tx
        .insert(bridgeRequests)
        .values({ userId, network: wallet.network, address: wallet.address, amount, transferId })
        .returning();
      const response: BridgeRequestResponse = {
        success: true,
        message: BRIDGE_PENDING_MESSAGE,
        data: toBridgeRequest(row!),
      };
      return { statusCode: 201, response };
    };
    return idempotencyKey
      ? withIdempotency(tx, `bridge-initiate:${userId}`, idempotencyKey, hashRequest({ body, userId }), run)
      : { ...(await run()), replayed: false };
  });
}

/** GET /bridge: the caller's requests, newest first. */
export async function listBridgeRequests(db: Db, userId: string): Promise<BridgeRequest[]> {
  const rows = await db
    .select()
    .from(bridgeRequests)
    .where(eq(bridgeRequests.userId, userId))
    .orderBy(desc(bridgeRequests.createdAt), desc(bridgeRequests.id))
    .limit(BRIDGE_LIST_LIMIT);
  return rows.map(toBridgeRequest);
}

/** GET /bridge/status/{id}: another person's request is 404, exactly like a missing one. */
export async function getBridgeRequest(db: Db, userId: string, id: string): Promise<BridgeRequest> {
  if (!uuidPattern.test(id)) throw notFound(BRIDGE_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select()
    .from(bridgeRequests)
    .where(and(eq(bridgeRequests.id, id), eq(bridgeRequests.userId, userId)));
  if (!row) throw notFound(BRIDGE_NOT_FOUND_MESSAGE);
  return toBridgeRequest(row);
}
