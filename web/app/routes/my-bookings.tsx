import { CalendarDays, Search } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

/** /my-bookings: the signed-in person's booking requests; the bookings issue lists them. */
export function Component() {
  const { status } = useAuth();
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
      {status === 'authenticated' ? (
        <EmptyState
          icon={CalendarDays}
          title="Your booking requests"
          description="Sessions you request with artists will appear here with their status."
          action={
            <Button asChild variant="outline">
              <Link to="/discover">
                <Search aria-hidden="true" />
                Find an artist
              </Link>
            </Button>
          }
        />
      ) : null}
    </PageContainer>
  );
}
