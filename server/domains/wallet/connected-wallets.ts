import { and, asc, count, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { lockUser } from '#server/domains/auth/email-verification.ts';
import { invalidAddressMessage, isValidSenderAddress } from '#server/domains/campaigns/crypto-address.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, conflict, notFound, sqlConstraint } from '#server/platform/errors.ts';
import type { CryptoNetwork } from '#shared/crypto-networks.ts';
import {
  type ConnectedWallet,
  type ConnectWalletBody,
  WALLET_DUPLICATE_MESSAGE,
  WALLET_LIMIT,
  WALLET_LIMIT_MESSAGE,
  WALLET_NOT_FOUND_MESSAGE,
} from '#shared/schemas/wallet.ts';
import { connectedWallets } from './tables.ts';

type WalletRow = typeof connectedWallets.$inferSelect;

export const toConnectedWallet = (row: WalletRow): ConnectedWallet => ({
  id: row.id,
  network: row.network,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
});

/**
 * One spelling per EVM address (the EIP-55 checksum), so the lower-case and checksummed forms
 * of the same account count as the same wallet for the duplicate rule.
 */
function normalizeAddress(network: CryptoNetwork, address: string): string {
  return network === 'polygon' || network === 'bnb' ? getAddress(address) : address;
}

export async function listConnectedWallets(db: Db, userId: string): Promise<ConnectedWallet[]> {
  const rows = await db
    .select()
    .from(connectedWallets)
    .where(eq(connectedWallets.userId, userId))
    .orderBy(asc(connectedWallets.createdAt), asc(connectedWallets.id));
  return rows.map(toConnectedWallet);
}

/**
 * POST /wallet/connect: validated per network with the campaigns' validator; a repeat is 409.
 * The account's row is locked before the wallets are counted: under READ COMMITTED two parallel
 * connects would each count 19 and both insert, so each one waits for the one before it.
 */
export async function connectWallet(
  db: Db,
  userId: string,
  body: ConnectWalletBody,
): Promise<ConnectedWallet> {
  if (!isValidSenderAddress(body.network, body.address)) {
    throw badRequest(invalidAddressMessage(body.network), 'address');
  }
  const address = normalizeAddress(body.network, body.address);
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [owned] = await tx
        .select({ n: count() })
        .from(connectedWallets)
        .where(eq(connectedWallets.userId, userId));
      if ((owned?.n ?? 0) >= WALLET_LIMIT) throw conflict(WALLET_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(connectedWallets)
        .values({ userId, network: body.network, address })
        .returning();
      return toConnectedWallet(row!);
    });
  } catch (err) {
    if (sqlConstraint(err) === 'connected_wallets_user_network_address_key') {
      throw conflict(WALLET_DUPLICATE_MESSAGE);
    }
    throw err;
  }
}

/** The caller's own wallet, or 404 (another person's wallet is "not found", never "forbidden"). */
export async function findOwnWallet(db: Db, userId: string, walletId: string): Promise<WalletRow> {
  const [row] = await db
    .select()
    .from(connectedWallets)
    .where(and(eq(connectedWallets.id, walletId), eq(connectedWallets.userId, userId)));
  if (!row) throw notFound(WALLET_NOT_FOUND_MESSAGE);
  return row;
}

/** DELETE /wallet/connect/{walletId}: bridge requests keep their copied address. */
export async function removeWallet(db: Db, userId: string, walletId: string): Promise<void> {
  const row = await findOwnWallet(db, userId, walletId);
  await db.delete(connectedWallets).where(eq(connectedWallets.id, row.id));
}
