import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserRoundX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#web/ui/button.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer } from '../components/page-header.tsx';

/** /artists/:username. Spec: Loading first, then 'Artist Not Found' with a Back to Home link when missing. */
export function Component() {
  const { username = '' } = useParams();
  // Placeholder lookup until the artists API lands; it answers "no such artist" for every name.
  const artist = useQuery({ queryKey: ['artists', 'by-username', username], queryFn: async () => null });

  if (artist.isPending) {
    return (
      <PageContainer>
        <h1 className="sr-only">Artist</h1>
        <LoadingState label="Loading" />
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
