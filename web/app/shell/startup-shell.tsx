import type { ReactNode } from 'react';
import { brandClass, brandMarkClass } from './brand.tsx';

/**
 * What a visitor sees until the app can draw the page: the header's frame with the wordmark, at the
 * header's own height on both layouts, and an announced loading state. web/index.html holds the same
 * markup inside #root (startup-shell.test.tsx keeps the two equal), so the browser paints it from the
 * HTML alone, before any script has downloaded; the router shows this component while the first
 * page's code and data load, so nothing flickers between the two. web/index.html's copy also says,
 * inside <noscript>, what a reader without JavaScript can do instead (javascript-needed-notice.tsx);
 * the router's has no need to, as script runs wherever it draws.
 */
export function StartupShell({ withoutScript }: { withoutScript?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-canvas">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <a href="/" className={brandClass}>
            <span aria-hidden="true" className={brandMarkClass}>
              E
            </span>
            <span>Easel</span>
          </a>
        </div>
        {/* The desktop header's row of tabs: a 36 px tab and 8 px below it. */}
        <div className="hidden h-11 nav:block" />
      </header>
      <main className="min-h-dvh flex-1">
        <p role="status" className="sr-only">
          Loading
        </p>
        {withoutScript && <noscript>{withoutScript}</noscript>}
      </main>
    </div>
  );
}
