import { cn } from '#web/ui/cn.ts';

type Person = { name: string; username: string };

/** 'Maya Chen @maya': the name people know and the handle that is unique. */
export function PersonName({ person, className }: { person: Person; className?: string }) {
  return (
    <span className={cn('min-w-0 break-words', className)}>
      <span className="font-medium text-ink">{person.name}</span>{' '}
      <span className="text-ink-muted">@{person.username}</span>
    </span>
  );
}
