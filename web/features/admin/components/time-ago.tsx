import { formatTimeAgo } from '#shared/format.ts';
import { formatDateTime } from '../lib/admin-format.ts';

/** '2 hours ago', with the exact moment for machines and on hover. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {formatTimeAgo(iso)}
    </time>
  );
}
