import { ArrowRight } from 'lucide-react';
import { formatMacs } from '#shared/macs.ts';

type SettlementPreviewProps = {
  /** Who gets what, in hundredths; null while a split's amount is not yet valid. */
  shares: { client: number; artist: number } | null;
  client: string;
  artist: string;
};

/** Where the held MACS will go, updated as the operator decides; read out when it changes. */
export function SettlementPreview({ shares, client, artist }: SettlementPreviewProps) {
  const rows = [
    { who: 'Client', name: client, verb: 'gets back', minor: shares?.client },
    { who: 'Artist', name: artist, verb: 'receives', minor: shares?.artist },
  ];
  return (
    <section
      aria-label="Where the held MACS go"
      className="rounded-xl border border-line bg-surface-muted/60 p-3.5"
    >
      <dl aria-live="polite" className="grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.who} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <dt className="flex min-w-0 items-center gap-1.5 text-ink-muted">
              <ArrowRight aria-hidden="true" className="size-3.5 shrink-0" />
              <span>
                {row.who} <span className="text-ink">{row.name}</span> {row.verb}
              </span>
            </dt>
            <dd className="ml-auto font-medium tabular-nums">
              {row.minor === undefined ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">not decided yet</span>
                </>
              ) : (
                formatMacs(row.minor)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
