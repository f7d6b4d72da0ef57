import { Clock } from 'lucide-react';
import { type DaysLeftTone, formatDaysLeft, getDaysLeftTone } from '#shared/campaign-display.ts';
import { Badge, type BadgeTone } from '#web/ui/badge.tsx';

const badgeTones: Record<DaysLeftTone, BadgeTone> = {
  red: 'red',
  amber: 'amber',
  teal: 'accent',
  ended: 'gray',
};

/** Spec: 3 days or fewer red, 7 or fewer amber, otherwise teal; 'Ended' once the deadline passed. */
export function DaysLeftBadge({ daysRemaining, className }: { daysRemaining: number; className?: string }) {
  const tone = getDaysLeftTone(daysRemaining);
  return (
    <Badge tone={badgeTones[tone]} data-tone={tone} className={className}>
      <Clock aria-hidden="true" className="size-3.5" />
      {formatDaysLeft(daysRemaining)}
    </Badge>
  );
}
