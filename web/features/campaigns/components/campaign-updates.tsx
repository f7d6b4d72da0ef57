import { useQuery } from '@tanstack/react-query';
import { Megaphone, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCampaignDate, formatUsd } from '#shared/campaign-display.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { Button } from '#web/ui/button.tsx';
import { campaignUpdatesQuery } from '../api/contribute-api.ts';

function UpdateItem({
  icon,
  title,
  date,
  children,
}: {
  icon: ReactNode;
  title: string;
  date: string;
  children: ReactNode;
}) {
  return (
    <li className="relative pb-8 last:pb-0">
      <span className="absolute top-0.5 -left-[37px] inline-flex size-6 items-center justify-center rounded-full bg-accent-soft text-accent-text ring-4 ring-canvas">
        {icon}
      </span>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-ink-muted">
        <time dateTime={date}>{formatCampaignDate(date)}</time>
      </p>
      <div className="mt-2 text-sm">{children}</div>
    </li>
  );
}

/** The artist's updates, newest first, above the fixed 'Campaign launched' entry. */
export function CampaignUpdates({ campaign, artist }: { campaign: Campaign; artist: string }) {
  const updates = useQuery(campaignUpdatesQuery(campaign.id));
  return (
    <section aria-labelledby="campaign-updates">
      <h2 id="campaign-updates" className="font-display text-xl font-semibold">
        Updates
      </h2>
      {updates.isError ? (
        <p role="alert" className="mt-3 flex flex-wrap items-center gap-2 text-sm text-danger">
          The artist's updates could not be loaded.
          <Button
            variant="outline"
            size="sm"
            onClick={() => void updates.refetch()}
            loading={updates.isRefetching}
          >
            Retry
          </Button>
        </p>
      ) : null}
      <ol className="mt-4 border-l-2 border-line pl-6" aria-busy={updates.isPending || undefined}>
        {(updates.data ?? []).map((update) => (
          <UpdateItem
            key={update.id}
            icon={<PenLine aria-hidden="true" className="size-3.5" />}
            title={`Update from ${artist}`}
            date={update.createdAt}
          >
            <p className="whitespace-pre-line">{update.body}</p>
          </UpdateItem>
        ))}
        <UpdateItem
          icon={<Megaphone aria-hidden="true" className="size-3.5" />}
          title="Campaign launched"
          date={campaign.createdAt}
        >
          <p>
            {artist} launched this campaign with a goal of {formatUsd(campaign.targetAmount)}, open until{' '}
            {formatCampaignDate(campaign.deadline)}.
          </p>
        </UpdateItem>
      </ol>
    </section>
  );
}
