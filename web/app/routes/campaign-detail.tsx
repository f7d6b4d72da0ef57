import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#web/ui/button.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer } from '../components/page-header.tsx';

/** /campaigns/:id. No campaign can be read yet, so every id ends on the spec's not-found state. */
export function Component() {
  const { id = '' } = useParams();
  // Placeholder lookup until the campaigns API lands; it answers "no such campaign" for every id.
  const campaign = useQuery({ queryKey: ['campaigns', 'detail', id], queryFn: async () => null });

  if (campaign.isPending) {
    return (
      <PageContainer>
        <h1 className="sr-only">Campaign</h1>
        <LoadingState label="Loading" />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-2xl text-center">
      <span className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-semibold tracking-tight">Campaign not found</h1>
      <p className="mt-3 text-ink-muted">This campaign may have ended or been removed.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/campaigns">
          <ArrowLeft aria-hidden="true" />
          Back to campaigns
        </Link>
      </Button>
    </PageContainer>
  );
}
