import { Link } from 'react-router';
import { cn } from '#web/ui/cn.ts';
import { type DashboardTabId, dashboardTabHref, dashboardTabs } from './dashboard-tabs.ts';

/** The tab list: a column beside the content on wide screens, a scrolling row on phones. */
export function DashboardSidebar({ active }: { active: DashboardTabId }) {
  return (
    <nav aria-label="Dashboard" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {dashboardTabs.map(({ id, label, icon: Icon }) => (
          <li key={id} className="shrink-0">
            <Link
              to={dashboardTabHref(id)}
              aria-current={active === id ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-ring',
                active === id
                  ? 'bg-accent-soft text-accent-text'
                  : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
