import { SearchX } from 'lucide-react';
import { BackToCampaigns } from './campaign-detail-view.tsx';

/** Spec: a missing campaign shows 'Campaign not found' with a back link. */
export function CampaignNotFound() {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <span className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-semibold tracking-tight">Campaign not found</h1>
      <p className="mt-3 text-ink-muted">This campaign may have been removed, or the link is mistyped.</p>
      <BackToCampaigns variant="outline" className="mt-8" />
    </div>
  );
}
