import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { adminUsersQuery } from '../api/admin-api.ts';
import type { AdminAction } from '../lib/admin-action.ts';
import { buildPersonAction } from '../lib/people-actions.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { PersonCard } from './person-card.tsx';
import { ListSkeleton, QueryError } from './query-states.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

type PeoplePanelProps = { operatorId: string; search: string; onSearchChange: (value: string) => void };

/** Find anyone by name, username or e-mail; suspend, unsuspend, and grant or remove the badge. */
export function PeoplePanel({ operatorId, search, onSearchChange }: PeoplePanelProps) {
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const people = useQuery({ ...adminUsersQuery(q), placeholderData: keepPreviousData });
  const [action, setAction] = useState<AdminAction | null>(null);

  return (
    <section aria-labelledby="people-heading" className="flex flex-col gap-4">
      <h2 id="people-heading" className="sr-only">
        People
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom */}
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="flex max-w-md flex-col gap-1.5"
      >
        <Label htmlFor="people-search">Search people</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id="people-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Name, username or e-mail"
            autoComplete="off"
            className="pr-9 pl-9"
          />
          {people.isFetching && !people.isPending ? (
            <Spinner size="sm" className="absolute top-1/2 right-3 -translate-y-1/2 text-ink-muted" />
          ) : null}
        </div>
      </form>
      {people.isPending ? (
        <ListSkeleton label="Loading people" />
      ) : people.isError ? (
        <QueryError
          title="People could not be loaded"
          error={people.error}
          onRetry={() => void people.refetch()}
          retrying={people.isRefetching}
        />
      ) : people.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={UsersRound}
          title={q ? `Nobody matches “${q}”` : 'No accounts yet'}
          description={q ? 'Try part of a name, a username or an e-mail address.' : undefined}
        />
      ) : (
        <ul
          aria-label="People"
          className="divide-y divide-line rounded-card border border-line bg-surface shadow-soft"
        >
          {people.data.map((person) => (
            <li key={person.id}>
              <PersonCard
                person={person}
                operatorId={operatorId}
                onAction={(kind) => setAction(buildPersonAction(kind, person))}
              />
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog action={action} onClose={() => setAction(null)} />
    </section>
  );
}
