import { CalendarDays } from 'lucide-react';
import { MyBookingsView } from '#web/features/bookings/components/my-bookings-view.tsx';
import { useAuth } from '#web/lib/auth-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

/** /my-bookings: the signed-in person's booking requests (deviation: never a placeholder e-mail). */
export function Component() {
  const { status, user } = useAuth();
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        eyebrow="Bookings"
        title="My Bookings"
        description="Every session you have requested with an artist, and where it stands."
      />
      {status === 'loading' ? <LoadingState label="Loading" /> : null}
      {status === 'anonymous' ? (
        <SignInPrompt
          icon={CalendarDays}
          title="Sign in to see your bookings"
          description="Booked as a guest? Track Booking finds your requests with your e-mail address."
        />
      ) : null}
      {status === 'authenticated' && user ? <MyBookingsView userId={user.id} /> : null}
    </PageContainer>
  );
}
