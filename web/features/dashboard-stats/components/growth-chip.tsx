import { TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '#web/ui/badge.tsx';
import { describeGrowth, formatGrowthChip, growthTone } from '../lib/growth.ts';

export type GrowthChipProps = {
  growth: number | null;
  /** The month compared with, 'YYYY-MM'. */
  previous: string;
  /** Names the currency when a card carries two figures. */
  label?: string;
};

/** '+12.5% vs Sep': green up, red down, neutral flat or when there was nothing to compare with. */
export function GrowthChip({ growth, previous, label }: GrowthChipProps) {
  const tone = growthTone(growth);
  const Icon = tone === 'red' ? TrendingDown : TrendingUp;
  const prefix = label ? `${label}: ` : '';
  return (
    <Badge tone={tone} className="tabular-nums">
      {tone === 'neutral' ? null : <Icon aria-hidden="true" className="size-3" />}
      <span aria-hidden="true">
        {prefix}
        {formatGrowthChip(growth, previous)}
      </span>
      <span className="sr-only">
        {label ? `${label}: ` : ''}
        {describeGrowth(growth, previous)}
      </span>
    </Badge>
  );
}
