import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserRoundX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { artistKeys, artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import type { RenderItemActions } from '#web/features/artists/components/artist-gallery.tsx';
import { ArtistProfileView } from '#web/features/artists/components/artist-profile-view.tsx';
import type { ProfileViewer } from '#web/features/artists/components/profile-viewer.ts';
import { ArtworkDetailDialog } from '#web/features/feed/components/artwork-detail-dialog.tsx';
import { LikeButton, ShareButton } from '#web/features/feed/components/engagement-buttons.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer } from '../components/page-header.tsx';

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

/** /artists/:username. Spec: Loading first, then 'Artist Not Found' with a Back to Home link when missing. */
export function Component() {
  const { username = '' } = useParams();
  const artist = useQuery(artistProfileQuery(username));
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
    if (artist.data) void queryClient.invalidateQueries({ queryKey: artistKeys.galleries(artist.data.id) });
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
        <ArtistProfileView artist={artist.data} viewer={viewer} renderItemActions={renderItemActions} />
        <ArtworkDetailDialog mediaId={artworkId} onClose={closeArtwork} />
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
  const { status, user } = useAuth();
  const authDialog = useAuthDialog();
  const signedIn = status !== 'anonymous' && user !== null;
  return useMemo(
    () => ({ signedIn, userId: user?.id ?? null, requireSignIn: () => authDialog.open('login') }),
    [signedIn, user?.id, authDialog],
  );
}
