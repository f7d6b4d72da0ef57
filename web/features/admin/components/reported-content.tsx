import { EyeOff, SquareArrowOutUpRight } from 'lucide-react';
import { type ReportedContent, reportTargetLabels } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { nameTarget } from '../lib/report-actions.ts';
import { PersonName } from './person-name.tsx';

/** The reported thing itself, enough to judge it without leaving the queue. */
export function ReportedContentView({ target, headingId }: { target: ReportedContent; headingId: string }) {
  const label = reportTargetLabels[target.type];
  const gone = target.title === null && target.text === null && target.imageUrl === null;
  return (
    <div className="flex gap-4">
      {target.imageUrl ? (
        <div className="size-20 shrink-0 overflow-hidden rounded-xl border border-line bg-surface-sunken sm:size-28">
          <img
            src={target.imageUrl}
            alt={`${label}: ${nameTarget(target)}`}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="accent">{label}</Badge>
          {target.hidden ? (
            <Badge tone="amber">
              <EyeOff aria-hidden="true" className="size-3" />
              Hidden
            </Badge>
          ) : null}
        </div>
        <h3 id={headingId} className="text-base font-semibold break-words">
          {nameTarget(target)}
        </h3>
        {target.text ? (
          <p className="max-h-48 overflow-y-auto text-sm break-words whitespace-pre-line text-ink">
            {target.text}
          </p>
        ) : null}
        {gone ? <p className="text-sm text-ink-muted italic">This content has been deleted.</p> : null}
        {target.author ? (
          <p className="text-sm text-ink-muted">
            by <PersonName person={target.author} />
          </p>
        ) : null}
        {target.hidden && target.hiddenReason ? (
          <p className="text-sm text-ink-muted">
            <span className="font-medium text-ink">Hidden because:</span> {target.hiddenReason}
          </p>
        ) : null}
        {target.href ? (
          <a
            href={target.href}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-accent-text underline-offset-4 hover:underline"
          >
            View on Easel
            <SquareArrowOutUpRight aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
