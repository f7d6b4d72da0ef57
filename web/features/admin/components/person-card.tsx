import { BadgeCheck, BadgeX, Ban, type LucideIcon, Undo2 } from 'lucide-react';
import { useId } from 'react';
import type { AdminUser } from '#shared/schemas/moderation.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { formatDate, pluralize } from '../lib/admin-format.ts';
import {
  listPersonActions,
  type PersonActionKind,
  personActionLabels,
  roleLabels,
} from '../lib/people-actions.ts';

const icons: Record<PersonActionKind, LucideIcon> = {
  suspend: Ban,
  unsuspend: Undo2,
  'grant-verified': BadgeCheck,
  'remove-verified': BadgeX,
};

type PersonCardProps = {
  person: AdminUser;
  operatorId: string;
  onAction: (kind: PersonActionKind) => void;
};

/** One account as an operator needs it: who, since when, its standing, and the acts on it. */
export function PersonCard({ person, operatorId, onAction }: PersonCardProps) {
  const headingId = useId();
  const isSelf = person.id === operatorId;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 gap-3">
        <Avatar name={person.name} decorative />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold break-words">
              {person.name}
            </h3>
            {person.verified ? (
              <Badge tone="accent">
                <BadgeCheck aria-hidden="true" className="size-3" />
                Verified
              </Badge>
            ) : null}
            <Badge tone="neutral">{roleLabels[person.role]}</Badge>
            {person.suspended ? <Badge tone="red">Suspended</Badge> : null}
            {isSelf ? <Badge tone="gray">You</Badge> : null}
          </div>
          <p className="text-sm break-all text-ink-muted">
            @{person.username} · {person.email}
          </p>
          <p className="text-xs text-ink-muted">
            Joined {formatDate(person.joinedAt)} ·{' '}
            <span className={cn(person.reportsAgainst > 0 && 'font-semibold text-ink')}>
              {pluralize(person.reportsAgainst, 'report')} against them
            </span>
          </p>
          {person.suspended ? (
            <p className="mt-1 text-sm break-words">
              <span className="font-medium">Suspended because:</span>{' '}
              {person.suspendedReason ?? <span className="text-ink-muted">no reason was recorded</span>}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:max-w-sm sm:justify-end">
        {listPersonActions(person, operatorId).map((kind) => {
          const Icon = icons[kind];
          return (
            <Button key={kind} size="sm" variant="outline" onClick={() => onAction(kind)}>
              <Icon aria-hidden="true" />
              {personActionLabels[kind]}
            </Button>
          );
        })}
      </div>
    </article>
  );
}
