import { Link, useLocation } from 'react-router';
import { cn } from '#web/ui/cn.ts';
import { isTabActive, navTabs } from './nav-items.ts';

type NavTabsProps = {
  orientation?: 'horizontal' | 'vertical';
  onNavigate?: () => void;
  className?: string;
};

/** The main navigation; the active tab carries aria-current="page". */
export function NavTabs({ orientation = 'horizontal', onNavigate, className }: NavTabsProps) {
  const { pathname } = useLocation();
  const vertical = orientation === 'vertical';
  return (
    <nav aria-label="Main" className={className}>
      {/* The padding leaves room for focus rings, which the scrolling row would otherwise clip. */}
      <ul className={cn('flex gap-1', vertical ? 'flex-col' : '-m-1 items-center overflow-x-auto p-1')}>
        {navTabs.map((tab) => {
          const active = isTabActive(pathname, tab.to);
          return (
            <li key={tab.to} className="shrink-0">
              <Link
                to={tab.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center rounded-full text-sm font-medium transition-colors',
                  vertical ? 'h-11 px-4' : 'h-9 px-2.5 lg:px-3.5',
                  active
                    ? 'bg-accent-soft text-accent-text'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
