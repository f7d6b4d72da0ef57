import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { useBlockAction, useIsBlocked } from './use-block-action.tsx';

type Person = { id: string; name: string };

/**
 * In place of a form the server would refuse because the viewer blocked this person (a booking
 * request, an offer, a comment, a message): says so, with Unblock at hand. The server answers such
 * a request as if its target were missing, which is right for the blocked side, but the one who
 * blocked should hear why before typing anything. Whether the other side blocked the viewer is
 * never shown, so there the form stays and the server's answer stands.
 */
export function YouBlockedNotice({
  person,
  cannot,
  className,
}: {
  person: Person;
  /** What the block stops here, after "You cannot …": "book a session with her". */
  cannot: string;
  className?: string;
}) {
  const block = useBlockAction(person);
  const action = block.action;
  return (
    <div
      role="note"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm',
        className,
      )}
    >
      <Ban aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">You blocked {person.name}</p>
        <p className="text-ink-muted">You cannot {cannot} until you unblock them.</p>
      </div>
      {action ? (
        <Button
          variant="outline"
          size="sm"
          disabled={action.disabled}
          onClick={(event) => action.onSelect(event.currentTarget)}
        >
          Unblock
        </Button>
      ) : null}
      {block.dialog}
    </div>
  );
}

/**
 * The notice when the viewer blocked `person`, otherwise `children` (the form). Nobody is
 * "blocked" for a guest or for themselves.
 */
export function UnlessBlocked({
  person,
  cannot,
  className,
  children,
}: {
  person: Person | null;
  cannot: string;
  className?: string;
  children: ReactNode;
}) {
  const { blocked } = useIsBlocked(person?.id ?? null);
  if (person && blocked) return <YouBlockedNotice person={person} cannot={cannot} className={className} />;
  return <>{children}</>;
}
