import { Suspense, useState } from 'react';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { MenuTriggerButton } from './menu-trigger.tsx';

export type MenuIconName = 'report' | 'block' | 'unblock';

export type MenuAction = {
  /** Stable key within one menu. */
  id: string;
  label: string;
  /**
   * Named rather than imported: the icons load with the menu, on first press. An icon imported by a
   * module that several pages share would join the icons file of the home route.
   */
  icon: MenuIconName;
  /** Gets the menu's button, so a dialog the action opens can hand focus back to it when it closes. */
  onSelect: (trigger: HTMLElement | null) => void;
  tone?: 'danger';
  disabled?: boolean;
};

export type ActionsMenuProps = {
  /** The button's accessible name, e.g. "More actions for Moon Jar". */
  label: string;
  actions: MenuAction[];
  /** 'icon' (40 px) beside full-size buttons; 'icon-sm' (32 px) by default. */
  size?: 'icon' | 'icon-sm';
  className?: string;
};

const loadMenu = () => import('./actions-menu-content.tsx');
const ActionsMenuContent = lazyNamed(loadMenu, 'ActionsMenuContent');

/**
 * A "…" menu of what one can do with a piece of content. The menu machinery (Radix) loads on the
 * first press, not with the page: the feed is the home route and has a size budget. Until then the
 * button is a plain one that asks for it (and starts loading it on hover or focus), and the loaded
 * menu opens at once in its place.
 */
export function ActionsMenu({ label, actions, size, className }: ActionsMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (actions.length === 0) return null;
  const placeholder = (onClick?: () => void) => (
    <MenuTriggerButton
      label={label}
      size={size}
      className={className}
      aria-expanded={false}
      onClick={onClick}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    />
  );
  if (!wanted) return placeholder(() => setWanted(true));
  return (
    <Suspense fallback={placeholder()}>
      <ActionsMenuContent label={label} actions={actions} size={size} className={className} />
    </Suspense>
  );
}
