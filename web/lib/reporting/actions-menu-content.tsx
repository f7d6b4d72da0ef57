import { Ban, FlagTriangleRight, type LucideIcon, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '#web/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/ui/dropdown-menu.tsx';
import type { ActionsMenuProps, MenuIconName } from './actions-menu.tsx';
import { MenuTriggerButton } from './menu-trigger.tsx';

// Icons no other page uses (or that the home route already has), so none of them joins the shared
// icons file that the home route loads (an icon used by two pages would).
const icons: Record<MenuIconName, LucideIcon> = { report: FlagTriangleRight, block: Ban, unblock: Undo2 };

/**
 * The loaded menu. It mounts because someone pressed the button, so it starts open. Not modal:
 * every action opens a dialog, and a modal menu closing while a modal dialog opens can leave the
 * page unclickable (the two fight over the body's pointer-events).
 */
export function ActionsMenuContent({ label, actions, size, className }: ActionsMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <MenuTriggerButton ref={trigger} label={label} size={size} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.map(({ id, label: text, icon, onSelect, tone, disabled }) => {
          const Icon = icons[icon];
          return (
            <DropdownMenuItem
              key={id}
              disabled={disabled}
              onSelect={() => onSelect(trigger.current)}
              className={cn(tone === 'danger' && 'text-danger data-[highlighted]:text-danger')}
            >
              <Icon aria-hidden="true" />
              {text}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
