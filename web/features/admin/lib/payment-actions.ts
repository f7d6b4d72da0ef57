import { networkLabels } from '#shared/crypto-networks.ts';
import type { PendingBridge, PendingCrypto } from '#shared/schemas/moderation.ts';
import { completeBridge, decideContribution, failBridge } from '../api/admin-actions.ts';
import type { AdminAction } from './admin-action.ts';
import { formatMacsAmount, formatUsdAmount } from './admin-format.ts';

const describeCrypto = (c: PendingCrypto) =>
  `${formatUsdAmount(c.amount)} in ${c.token} on ${networkLabels[c.network]} to “${c.campaign.title}”`;

export function buildCryptoAction(kind: 'confirm' | 'reject', c: PendingCrypto): AdminAction {
  if (kind === 'confirm') {
    return {
      title: 'Confirm contribution',
      description:
        'Confirm only once you have found this payment on chain. It then counts towards the campaign.',
      confirmLabel: 'Confirm',
      subject: describeCrypto(c),
      send: ({ reason }) => decideContribution(c.id, 'confirm', reason),
    };
  }
  return {
    title: 'Reject contribution',
    description: 'Use this when the payment cannot be found on chain. The contributor is told.',
    confirmLabel: 'Reject',
    destructive: true,
    subject: describeCrypto(c),
    send: ({ reason }) => decideContribution(c.id, 'reject', reason),
  };
}

const describeBridge = (b: PendingBridge) =>
  `${formatMacsAmount(b.amount)} for ${b.user.name} @${b.user.username} to ${networkLabels[b.network]} ${b.address}`;

export function buildBridgeAction(kind: 'complete' | 'fail', b: PendingBridge): AdminAction {
  if (kind === 'complete') {
    return {
      title: 'Complete bridge request',
      description: 'Enter the hash of the transaction that sent the tokens. The held MACS are then settled.',
      confirmLabel: 'Complete',
      subject: describeBridge(b),
      asksTxHash: true,
      send: ({ txHash, reason }) => completeBridge(b.id, txHash, reason),
    };
  }
  return {
    title: 'Fail bridge request',
    description: `Nothing is sent. The held MACS go back to ${b.user.name}'s wallet, and they are told.`,
    confirmLabel: 'Fail request',
    destructive: true,
    subject: describeBridge(b),
    send: ({ reason }) => failBridge(b.id, reason),
  };
}
