import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarCog, UserRoundX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { artistKeys, artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import type { RenderItemActions } from '#web/features/artists/components/artist-gallery.tsx';
import {
  type ArtistBookingSlots,
  ArtistProfileView,
} from '#web/features/artists/components/artist-profile-view.tsx';
import type { ProfileViewer } from '#web/features/artists/components/profile-viewer.ts';
import { BookSessionButton } from '#web/features/bookings/components/booking-wizard/book-session-button.tsx';
import { LikeButton, ShareButton } from '#web/features/feed/components/engagement-buttons.tsx';
import { LazyArtworkDetailDialog } from '#web/features/feed/components/lazy-dialogs.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { Button } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer } from '../components/page-header.tsx';

// The services and the availability calendar sit in the Contact tab, which loads when opened; so
// does their code.
const ArtistServicesList = lazyNamed(
  () => import('#web/features/bookings/components/artist-services-list.tsx'),
  'ArtistServicesList',
);
const BookingModalCalendar = lazyNamed(
  () => import('#web/features/bookings/components/booking-modal-calendar.tsx'),
  'BookingModalCalendar',
);

/** Gallery tiles get the feed's like and share; the gallery adds download itself. */
const renderItemActions: RenderItemActions = (item, update) => (
  <>
    <LikeButton
      size="sm"
      mediaId={item.id}
      title={item.title}
      liked={item.viewer.liked}
      likes={item.likes}
      onChange={(next) =>
        update(item.id, (old) => ({
          ...old,
          likes: next.likes,
          viewer: { ...old.viewer, liked: next.liked },
        }))
      }
    />
    <ShareButton size="sm" mediaId={item.id} username={item.artist.username} title={item.title} />
  </>
);

const manageAvailability = (
  <Button asChild variant="outline">
    <Link to="/dashboard?tab=availability">
      <CalendarCog aria-hidden="true" />
      Manage availability
    </Link>
  </Button>
);

/**
 * The bookings feature's pieces for the artist page: Book Session (the wizard) in the header and
 * the About card, the calendar with the simple modal on Contact. The artist sees their own page
 * with links to manage availability instead, since nobody books themselves.
 */
function bookingSlots(artist: ArtistProfile, viewer: ProfileViewer): ArtistBookingSlots | undefined {
  if (!artist.bookingEnabled) return undefined;
  if (viewer.userId === artist.id) {
    return {
      headerAction: manageAvailability,
      aboutAction: manageAvailability,
      contact: (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4">
          <p className="text-sm text-ink-muted">
            This is where visitors see your open dates and send you requests.
          </p>
          {manageAvailability}
        </div>
      ),
    };
  }
  const book = (variant: 'primary' | 'outline') => (
    <BookSessionButton artistId={artist.id} artistName={artist.name} variant={variant} />
  );
  return {
    headerAction: book('primary'),
    aboutAction: book('primary'),
    contact: (
      <div className="flex flex-col gap-4">
        <ArtistServicesList artistId={artist.id} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted">
            Prefer to choose a service first? Use the step-by-step booking.
          </p>
          {book('outline')}
        </div>
        <BookingModalCalendar artistId={artist.id} artistName={artist.name} />
      </div>
    ),
  };
}

/** /artists/:username. Spec: Loading first, then 'Artist Not Found' with a Back to Home link when missing. */
export function Component() {
  const { username = '' } = useParams();
  // Signing in empties the query cache; the page keeps this artist on screen while it reloads, so
  // nothing open on it (a booking half filled in) is lost.
  const profileQuery = artistProfileQuery(username);
  const artist = useQuery({
    ...profileQuery,
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey) === hashKey(profileQuery.queryKey)
        ? previous
        : undefined,
  });
  const viewer = useProfileViewer();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const artworkId = params.get('artwork');

  function closeArtwork() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('artwork');
        return next;
      },
      { preventScrollReset: true },
    );
    // Likes and comments made in the dialog show on the tiles too.
    if (artist.data)
      void queryClient.invalidateQueries({ queryKey: artistKeys.galleries(artist.data.username) });
  }

  if (artist.isPending) {
    return (
      <PageContainer>
        <h1 className="sr-only">Artist</h1>
        <LoadingState label="Loading" />
      </PageContainer>
    );
  }
  if (artist.data) {
    return (
      <PageContainer className="max-w-6xl pt-4 sm:pt-6">
        <ArtistProfileView
          artist={artist.data}
          viewer={viewer}
          renderItemActions={renderItemActions}
          booking={bookingSlots(artist.data, viewer)}
        />
        <LazyArtworkDetailDialog mediaId={artworkId} onClose={closeArtwork} />
      </PageContainer>
    );
  }
  // Only a 404 means the artist is missing; any other failure is shown as such, with Retry.
  if (!(artist.error instanceof ApiError && artist.error.status === 404)) {
    return (
      <PageContainer className="max-w-2xl">
        <h1 className="sr-only">Artist</h1>
        <ErrorState
          title="We could not load this artist"
          message={artist.error.message}
          onRetry={() => void artist.refetch()}
          retrying={artist.isRefetching}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-2xl text-center">
      <span className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <UserRoundX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-semibold tracking-tight">Artist Not Found</h1>
      <p className="mt-3 text-ink-muted">There is no artist called @{username} on Easel.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </PageContainer>
  );
}

function useProfileViewer(): ProfileViewer {
  const { signedIn, userId, requireSignIn } = useSignedInAction();
  return useMemo(() => ({ signedIn, userId, requireSignIn }), [signedIn, userId, requireSignIn]);
}
