import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilLine } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import type { MediaItem, MediaListResponse } from '#shared/schemas/media.ts';
import { useIsBlocked } from '#web/lib/reporting/use-block-action.tsx';
import { YouBlockedNotice } from '#web/lib/reporting/you-blocked-notice.tsx';
import { Button } from '#web/ui/button.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx';
import { artistGalleryQuery, artistKeys, followStatusQuery, galleryCoverUrl } from '../api/artists-api.ts';
import { firstNameOf } from '../lib/profile-links.ts';
import { ArtistGallery, type RenderItemActions, type UpdateGalleryItem } from './artist-gallery.tsx';
import { ArtistHeader } from './artist-header.tsx';
import { ArtistMenu } from './artist-menu.tsx';
import { ArtistStats } from './artist-stats.tsx';
import { FollowButton } from './follow-button.tsx';
import type { ProfileViewer } from './profile-viewer.ts';

// The gallery is the tab a visitor lands on; the other three load when opened, so the page's first
// download holds only what it draws.
const ArtistAbout = lazyNamed(() => import('./artist-about.tsx'), 'ArtistAbout');
const ArtistReviews = lazyNamed(() => import('./artist-reviews.tsx'), 'ArtistReviews');
const ArtistContact = lazyNamed(() => import('./artist-contact.tsx'), 'ArtistContact');

/** A tab's content while its code loads. */
function TabLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

/**
 * Booking pieces the route hands in (this feature never imports the bookings feature): the header
 * button, the About tab's booking card button and the Contact tab's booking calendar. On the
 * artist's own page they are links to manage availability instead.
 */
export type ArtistBookingSlots = {
  headerAction?: ReactNode;
  aboutAction?: ReactNode;
  contact?: ReactNode;
};

type ArtistProfileViewProps = {
  artist: ArtistProfile;
  viewer: ProfileViewer;
  renderItemActions?: RenderItemActions;
  booking?: ArtistBookingSlots;
};

/** A loaded artist: header with Follow (or Edit profile on your own page), stats row and the four tabs. */
export function ArtistProfileView({ artist, viewer, renderItemActions, booking }: ArtistProfileViewProps) {
  const queryClient = useQueryClient();
  const gallery = useQuery(artistGalleryQuery(artist.username));
  const follow = useQuery(followStatusQuery(artist.id, viewer.signedIn));
  const coverUrl = galleryCoverUrl(gallery.data);
  const isOwnPage = viewer.userId === artist.id;
  // The server refuses a booking request to someone the viewer blocked (as if they were missing):
  // the page says so up front instead of offering a wizard that cannot end well.
  const { blocked } = useIsBlocked(isOwnPage ? null : artist.id);
  const person = { id: artist.id, name: artist.name };
  const firstName = firstNameOf(artist.name);
  const slots: ArtistBookingSlots | undefined = blocked
    ? { contact: <YouBlockedNotice person={person} cannot={`book a session with ${firstName}`} /> }
    : booking;
  // The live count from follow-status, which moves with the Follow button; the profile's until then.
  const followers = follow.data?.followers ?? artist.stats.followers;

  const update: UpdateGalleryItem = (id, change) =>
    queryClient.setQueriesData<MediaListResponse>(
      { queryKey: artistKeys.galleries(artist.username) },
      (body) =>
        body
          ? { ...body, data: body.data.map((item: MediaItem) => (item.id === id ? change(item) : item)) }
          : body,
    );

  const actions = (
    <>
      {isOwnPage ? (
        <Button asChild variant="outline">
          <Link to="/dashboard?tab=profile">
            <PencilLine aria-hidden="true" />
            Edit profile
          </Link>
        </Button>
      ) : blocked ? null : (
        // A block ends a follow either way, and the server refuses a new one while it lasts.
        <FollowButton artistId={artist.id} artistName={artist.name} viewer={viewer} />
      )}
      {artist.bookingEnabled ? slots?.headerAction : null}
      {isOwnPage ? null : <ArtistMenu artist={artist} />}
    </>
  );

  return (
    <article>
      <ArtistHeader artist={artist} coverUrl={coverUrl} actions={actions} priority />
      {blocked ? (
        <YouBlockedNotice
          person={person}
          cannot={`follow ${firstName}, book a session, make offers on their work, comment on it or message them`}
          className="mt-6"
        />
      ) : null}
      <ArtistStats artist={artist} followers={followers} />
      <Tabs defaultValue="gallery" className="mt-10">
        <TabsList aria-label="Artist profile sections">
          <TabsTrigger value="gallery">Gallery</TabsTrigger>
          <TabsTrigger value="about">About</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="contact">Contact</TabsTrigger>
        </TabsList>
        <TabsContent value="gallery">
          <ArtistGallery
            artistName={artist.name}
            items={gallery.data}
            total={artist.stats.artworks}
            isPending={gallery.isPending}
            error={gallery.error}
            onRetry={() => void gallery.refetch()}
            retrying={gallery.isRefetching}
            signedIn={viewer.signedIn}
            update={update}
            renderItemActions={renderItemActions}
          />
        </TabsContent>
        <TabsContent value="about">
          <TabLoading>
            <ArtistAbout artist={artist} bookingAction={slots?.aboutAction} />
          </TabLoading>
        </TabsContent>
        <TabsContent value="reviews">
          <TabLoading>
            <ArtistReviews artist={artist} />
          </TabLoading>
        </TabsContent>
        <TabsContent value="contact">
          <TabLoading>
            <ArtistContact artist={artist} booking={slots?.contact} />
          </TabLoading>
        </TabsContent>
      </Tabs>
    </article>
  );
}
