import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DISPLAY_LOCALE } from '#shared/constants.ts';
import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';
import type { BlockedUser } from '#shared/schemas/moderation.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { blockedUsersQuery } from '#web/lib/reporting/block-api.ts';
import type { BlockTarget } from '#web/lib/reporting/block-dialog.tsx';
import { LazyBlockDialog } from '#web/lib/reporting/lazy-dialogs.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';

const blockedOn = dateFormatOnFirstUse(DISPLAY_LOCALE, { dateStyle: 'medium' });

/** Settings' "Blocked people": everyone the user blocked (GET /blocks), each with Unblock. */
export function BlockedPeople() {
  const blocks = useQuery(blockedUsersQuery());
  const [unblocking, setUnblocking] = useState<BlockTarget | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Blocked people</CardTitle>
        <CardDescription>
          You and the people you block cannot message each other, comment on each other’s work, or send
          booking requests or offers. They are not told.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {blocks.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading blocked people</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-4/5" />
          </div>
        ) : blocks.isError ? (
          <ErrorState
            className="border-0 py-6"
            title="We couldn’t load the people you blocked"
            message={errorMessage(blocks.error, 'Please check your connection and try again.')}
            onRetry={() => void blocks.refetch()}
            retrying={blocks.isFetching}
          />
        ) : blocks.data.length === 0 ? (
          <p className="text-sm text-ink-muted">You have not blocked anyone.</p>
        ) : (
          <ul aria-label="Blocked people" className="-my-2 divide-y divide-line">
            {blocks.data.map((person) => (
              <BlockedRow
                key={person.id}
                person={person}
                onUnblock={(button) => {
                  returnFocus.current = button;
                  setUnblocking({ id: person.id, name: person.name, blocked: true });
                }}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <LazyBlockDialog target={unblocking} onClose={() => setUnblocking(null)} returnFocus={returnFocus} />
    </Card>
  );
}

function BlockedRow({
  person,
  onUnblock,
}: {
  person: BlockedUser;
  onUnblock: (button: HTMLElement) => void;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar name={person.name} src={person.avatarUrl} size="md" decorative />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{person.name}</p>
        <p className="text-xs break-words text-ink-muted">
          @{person.username}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          blocked since{' '}
          <time dateTime={person.blockedAt}>{blockedOn().format(new Date(person.blockedAt))}</time>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Unblock ${person.name}`}
        onClick={(event) => onUnblock(event.currentTarget)}
      >
        Unblock
      </Button>
    </li>
  );
}
