import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogProvider } from '#web/features/auth/components/auth-dialog.tsx';
import { Toaster } from '#web/ui/toast.tsx';
import { CommunityLinks } from './community-links.tsx';
import { DocumentTitle } from './document-title.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopNav } from './top-nav.tsx';

/** The frame around every page: skip link, header, main content, footer, toasts. */
export function RootLayout() {
  return (
    <AuthDialogProvider>
      <DocumentTitle />
      <SkipLink />
      <NavigationProgress />
      <div className="flex min-h-dvh flex-col">
        <TopNav />
        {/* At least a screen tall, so the footer starts below the fold and content arriving late never
            pushes it (a layout shift) while it is in view. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          <Outlet />
        </main>
        <footer className="border-t border-line">
          <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
            <CommunityLinks />
            <p className="text-xs text-ink-muted">
              Easel — a home for artists and the people who support them.
            </p>
          </div>
        </footer>
      </div>
      <Toaster />
      <ScrollRestoration />
    </AuthDialogProvider>
  );
}
