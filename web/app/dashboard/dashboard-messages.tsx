import type { OwnUser } from '#shared/schemas/auth.ts';
import { MessagesPanel } from '#web/features/messages/components/messages-panel.tsx';
import { MY_BOOKINGS_PATH } from '#web/lib/app-links.ts';

/** The Messages tab (`?tab=messages`, reached from the navigation's message icon). */
export function DashboardMessagesTab({ user }: { user: OwnUser }) {
  const bookingsHref = user.role === 'user' ? MY_BOOKINGS_PATH : '/dashboard?tab=bookings';
  return <MessagesPanel me={{ id: user.id, name: user.name }} bookingsHref={bookingsHref} />;
}
