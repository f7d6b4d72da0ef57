import { lazy, Suspense } from 'react';
import { useSignedIn } from '#web/lib/auth-state.tsx';
import { AccountActions } from './account-actions.tsx';
import { Brand } from './brand.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavTabs } from './nav-tabs.tsx';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

// Only signed-in people have a bell; visitors never download it (nor its popover and live stream).
const NotificationBell = lazy(() =>
  import('#web/features/notifications/components/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);

/**
 * Desktop: brand, search and account actions on the first row, the tabs on the second.
 * Mobile (768 px and below): brand, the bell when signed in, and a menu button.
 */
export function TopNav() {
  const signedIn = useSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <SearchBox className="ml-4 hidden max-w-md flex-1 nav:block" />
        <div className="ml-auto flex items-center gap-1.5">
          <ThemeToggle className="hidden nav:inline-flex" />
          {signedIn ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <div className="hidden nav:block">
            <AccountActions />
          </div>
          <div className="nav:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
      <div className="mx-auto hidden max-w-7xl px-4 pb-2 sm:px-6 lg:px-8 nav:block">
        <NavTabs />
      </div>
    </header>
  );
}
