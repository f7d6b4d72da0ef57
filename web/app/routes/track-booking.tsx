import { MailSearch } from 'lucide-react';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /track-booking: look up booking requests by e-mail; the bookings issue adds the search form. */
export function Component() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Track Booking"
        title="Track Your Bookings"
        description="See the status of the sessions you requested, with the e-mail address you booked with."
      />
      <EmptyState
        icon={MailSearch}
        title="Your booking requests"
        description="Bookings made with your e-mail address will appear here, each with its status."
      />
    </PageContainer>
  );
}
