import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSignedIn } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';

// The sheet (a dialog primitive, the search box) loads on the first tap, not with every page.
const MobileMenuSheet = lazy(() =>
  import('./mobile-menu-sheet.tsx').then((module) => ({ default: module.MobileMenuSheet })),
);

const MobileMenuUnread = lazy(() =>
  import('./mobile-menu-unread.tsx').then((module) => ({ default: module.MobileMenuUnread })),
);

const MENU_NAME = 'Open menu';

/** Below the desktop breakpoint the tabs, search and account actions live in this sheet. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const signedIn = useSignedIn();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
        {/* The name comes from the text, so the unread count can join it. */}
        {signedIn ? (
          <Suspense fallback={<span className="sr-only">{MENU_NAME}</span>}>
            <MobileMenuUnread name={MENU_NAME} />
          </Suspense>
        ) : (
          <span className="sr-only">{MENU_NAME}</span>
        )}
      </Button>
      {/* Kept mounted after the first opening so closing animates and focus returns to the button. */}
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
