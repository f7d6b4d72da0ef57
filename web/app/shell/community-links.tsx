import { Hash } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/ui/cn.ts';
import { communityLinks } from './nav-items.ts';

/** The spec's placeholder community links, kept quiet: a small labelled list. */
export function CommunityLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <nav aria-labelledby="community-heading" className={className}>
      <h2 id="community-heading" className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
        Community
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-1 gap-y-1">
        {communityLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              className={cn(
                'inline-flex h-8 items-center gap-1 rounded-full px-2.5 text-sm text-ink-muted',
                'transition-colors hover:bg-surface-muted hover:text-ink',
              )}
            >
              <Hash aria-hidden="true" className="size-3.5" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
