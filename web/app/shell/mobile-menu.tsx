import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/ui/button.tsx';
import { Sheet, SheetContent, SheetTrigger } from '#web/ui/sheet.tsx';
import { AccountActions } from './account-actions.tsx';
import { CommunityLinks } from './community-links.tsx';
import { NavTabs } from './nav-tabs.tsx';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Below the desktop breakpoint the tabs, search and account actions live in this sheet. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
        <div className="flex flex-1 flex-col gap-6">
          <SearchBox onSearch={close} />
          <NavTabs orientation="vertical" onNavigate={close} />
          <AccountActions layout="sheet" onAction={close} />
          <div className="mt-auto flex items-end justify-between gap-4 border-t border-line pt-5">
            <CommunityLinks onNavigate={close} />
            <ThemeToggle />
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
