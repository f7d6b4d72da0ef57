import { Eye, Heart, type LucideIcon, MessageCircle } from 'lucide-react';
import { formatCount } from '#shared/format.ts';
import type { FeedPost } from '#shared/schemas/feed.ts';

const items: { key: keyof FeedPost['engagement']; icon: LucideIcon; one: string; many: string }[] = [
  { key: 'likes', icon: Heart, one: 'like', many: 'likes' },
  { key: 'comments', icon: MessageCircle, one: 'comment', many: 'comments' },
  { key: 'views', icon: Eye, one: 'view', many: 'views' },
];

/** Likes, comments and views as read-only figures (the buttons arrive with the engagement issue). */
export function EngagementCounts({ engagement }: { engagement: FeedPost['engagement'] }) {
  return (
    <ul aria-label="Engagement" className="flex items-center gap-5 text-sm text-ink-muted">
      {items.map(({ key, icon: Icon, one, many }) => {
        const value = engagement[key];
        return (
          <li key={key} className="inline-flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-4" />
            <span className="font-medium text-ink tabular-nums">{formatCount(value)}</span>
            <span className="sr-only">{` ${value === 1 ? one : many}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
