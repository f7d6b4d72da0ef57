import { eq } from 'drizzle-orm';
import { recordAction } from '#server/domains/moderation/audit.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, conflict, notFound } from '#server/platform/errors.ts';
import { type CryptoNetwork, networkLabels } from '#shared/crypto-networks.ts';
import { canonicalTxHash, invalidTxHashMessage } from '#shared/crypto-tx-hash.ts';
import {
  BRIDGE_NOT_FOUND_MESSAGE,
  type BridgeRequest,
  bridgeNotPendingMessage,
  formatMacs,
} from '#shared/schemas/wallet.ts';
import { toBridgeRequest } from './bridge-service.ts';
import { postTransfer } from './ledger.ts';
import { bridgeRequests } from './tables.ts';

/** A completion may name the payout's transaction hash and a note, both kept in the audit log. */
export type BridgeOutcome =
  | { status: 'completed'; txHash?: string; note?: string }
  | { status: 'failed'; reason: string };

/** The payout's hash in its one stored spelling; text that is no hash on that network is refused. */
function payoutHashOf(network: CryptoNetwork, sent: string): string {
  const hash = canonicalTxHash(network, sent);
  if (!hash) throw badRequest(invalidTxHashMessage(network), 'txHash');
  return hash;
}

function auditReason(outcome: BridgeOutcome, payoutTxHash: string | null): string {
  if (outcome.status === 'failed') return outcome.reason;
  const parts = [payoutTxHash ? `Paid out in transaction ${payoutTxHash}` : 'Paid out', outcome.note];
  return parts.filter(Boolean).join('. ');
}

/**
 * POST /bridge/{id}/complete and /fail. The request row is locked (FOR UPDATE) before its status
 * is read, so two operators settling at once queue and the second hears 409. Completion moves the
 * escrowed MACS to 'bridged_out'; failure refunds them to the person. Either way they are told.
 * Only operators get here (both routes say OPERATOR_ACCESS): there is no chain call, so completion
 * is a person's confirmation.
 */
export async function settleBridge(
  db: Db,
  operatorId: string,
  id: string,
  outcome: BridgeOutcome,
): Promise<BridgeRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bridgeRequests).where(eq(bridgeRequests.id, id)).for('update');
    if (!row) throw notFound(BRIDGE_NOT_FOUND_MESSAGE);
    if (row.status !== 'pending') throw conflict(bridgeNotPendingMessage(row.status));
    const payoutTxHash =
      outcome.status === 'completed' && outcome.txHash ? payoutHashOf(row.network, outcome.txHash) : null;
    const amount = formatMacs(row.amount);
    const completed = outcome.status === 'completed';
    const { transferId } = await postTransfer(tx, {
      kind: completed ? 'bridge_settle' : 'refund',
      memo: completed
        ? `Bridge to ${networkLabels[row.network]} ${row.address} completed`
        : `Bridge to ${networkLabels[row.network]} ${row.address} failed: refund`,
      amount: row.amount,
      from: { system: 'escrow' },
      to: completed ? { system: 'bridged_out' } : { userId: row.userId },
      idempotencyKey: `bridge:${row.id}:settle`,
    });
    const [updated] = await tx
      .update(bridgeRequests)
      .set({
        status: outcome.status,
        settleTransferId: transferId,
        failureReason: completed ? null : outcome.reason,
        payoutTxHash,
        updatedAt: new Date(),
      })
      .where(eq(bridgeRequests.id, row.id))
      .returning();
    await recordAction(tx, {
      actorId: operatorId,
      action: completed ? 'bridge.complete' : 'bridge.fail',
      targetType: 'bridge',
      targetId: row.id,
      reason: auditReason(outcome, payoutTxHash),
    });
    await notify(
      tx,
      row.userId,
      'payment_received',
      completed ? 'Bridge completed' : 'Bridge failed: MACS refunded',
      completed
        ? `Your bridge of ${amount} to ${row.address} was completed.`
        : `Your bridge of ${amount} could not be completed, so ${amount} went back to your wallet. Reason: ${outcome.reason}`,
      { amount: row.amount, currency: 'MACS' },
    );
    return toBridgeRequest(updated!);
  });
}
