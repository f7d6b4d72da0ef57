import { Sheet, SheetContent } from '#web/ui/sheet.tsx';
import { AccountActions } from './account-actions.tsx';
import { CommunityLinks } from './community-links.tsx';
import { NavTabs } from './nav-tabs.tsx';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The sheet's contents: search, the tabs, account actions, community links and the theme. */
export function MobileMenuSheet({ open, onOpenChange }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
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
