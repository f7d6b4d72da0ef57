import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '#web/ui/button.tsx';

// The sheet (a dialog primitive, the search box) loads on the first tap, not with every page.
const MobileMenuSheet = lazy(() =>
  import('./mobile-menu-sheet.tsx').then((module) => ({ default: module.MobileMenuSheet })),
);

/** Below the desktop breakpoint the tabs, search and account actions live in this sheet. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {/* Kept mounted after the first opening so closing animates and focus returns to the button. */}
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
