import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserRoundX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import { ArtistProfileView } from '#web/features/artists/components/artist-profile-view.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer } from '../components/page-header.tsx';

/** /artists/:username. Spec: Loading first, then 'Artist Not Found' with a Back to Home link when missing. */
export function Component() {
  const { username = '' } = useParams();
  const artist = useQuery(artistProfileQuery(username));

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
        <ArtistProfileView artist={artist.data} />
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
