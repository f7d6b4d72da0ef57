import { eq } from 'drizzle-orm';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { media } from '#server/domains/media/tables.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { balanceOf, postTransfer } from '#server/domains/wallet/ledger.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { bearer, type TestUser } from '#server/test/users.ts';
import { orders } from './tables.ts';

type Method = 'GET' | 'POST' | 'PUT';

/** An API call as `user` (or a visitor), with optional body and extra headers. */
export function callAs(
  t: TestApp,
  method: Method,
  url: string,
  user?: TestUser,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(user ? bearer(user) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Buy Now as `user` (or a visitor) at the list price as it stands, which is what a buyer is shown. */
export async function buyAtListPrice(
  t: TestApp,
  mediaId: string,
  user?: TestUser,
  headers: Record<string, string> = {},
) {
  const [row] = isUuid(mediaId)
    ? await t.database.db.select({ price: media.priceMacs }).from(media).where(eq(media.id, mediaId))
    : [];
  const price = (row?.price ?? 100) / 100;
  return callAs(t, 'POST', `/marketplace/${mediaId}/purchase`, user, { price }, headers);
}

/** Gives a user MACS the way a top-up does: issued from the system account through the ledger. */
export async function fund(t: TestApp, user: TestUser, macs: number): Promise<void> {
  await t.database.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'topup',
      memo: 'Test top-up',
      amount: Math.round(macs * 100),
      from: { system: 'issuance' },
      to: { userId: user.id },
    }),
  );
}

/** A user's balance in MACS hundredths. */
export const balance = (t: TestApp, user: TestUser) => balanceOf(t.database.db, user.id);

export const ordersOf = (t: TestApp, mediaId: string) =>
  t.database.db.select().from(orders).where(eq(orders.mediaId, mediaId));

export const notificationsOf = (t: TestApp, user: TestUser) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
