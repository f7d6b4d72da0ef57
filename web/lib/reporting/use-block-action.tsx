import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import type { MenuAction } from './actions-menu.tsx';
import { blockedUsersQuery } from './block-api.ts';
import type { BlockTarget } from './block-dialog.tsx';
import { LazyBlockDialog } from './lazy-dialogs.tsx';

/**
 * Whether the viewer blocked this person. The profile and conversation answers do not say, so the
 * viewer's own blocks list (GET /blocks, cached once for every page) does.
 */
export function useIsBlocked(userId: string | null) {
  const { signedIn } = useSignedInAction();
  const blocks = useQuery({ ...blockedUsersQuery(), enabled: signedIn && userId !== null });
  return {
    blocked: Boolean(userId && blocks.data?.some((person) => person.id === userId)),
    // A failed list reads as "not blocked": Block is offered, and the server has the last word.
    pending: signedIn && userId !== null && blocks.isPending && !blocks.isError,
  };
}

/**
 * The Block / Unblock item for a person, and its confirm dialog (render `dialog` beside the
 * menu). Null for the viewer themselves; a visitor is asked to sign in.
 */
export function useBlockAction(person: { id: string; name: string } | null): {
  action: MenuAction | null;
  dialog: ReactNode;
} {
  const { userId, guard } = useSignedInAction();
  const self = person !== null && person.id === userId;
  const { blocked, pending } = useIsBlocked(person && !self ? person.id : null);
  const [confirming, setConfirming] = useState<BlockTarget | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const action: MenuAction | null =
    person && !self
      ? {
          id: 'block',
          label: blocked ? 'Unblock' : 'Block',
          icon: blocked ? 'unblock' : 'block',
          tone: blocked ? undefined : 'danger',
          disabled: pending,
          onSelect: guard((trigger: HTMLElement | null) => {
            returnFocus.current = trigger;
            setConfirming({ id: person.id, name: person.name, blocked });
          }),
        }
      : null;
  const dialog = (
    <LazyBlockDialog target={confirming} onClose={() => setConfirming(null)} returnFocus={returnFocus} />
  );
  return { action, dialog };
}
