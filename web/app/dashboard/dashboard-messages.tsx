import type { OwnUser } from '#shared/schemas/auth.ts';
import { MessagesPanel } from '#web/features/messages/components/messages-panel.tsx';

/** The Messages tab (`?tab=messages`, reached from the navigation's message icon). */
export function DashboardMessagesTab({ user }: { user: OwnUser }) {
  const bookingsHref = user.role === 'user' ? '/my-bookings' : '/dashboard?tab=bookings';
  return <MessagesPanel me={{ id: user.id, name: user.name }} bookingsHref={bookingsHref} />;
}
