import type { ReactNode } from 'react';
import { cn } from '#web/ui/cn.ts';

export type Choice<T extends string> = { value: T; label: ReactNode; hint?: ReactNode };

/** A row of radio buttons drawn as cards; arrow keys move between them as with any radio group. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  columns = 'grid-cols-2',
}: {
  legend: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === choice.value
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-line bg-surface hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            <span className="font-medium">{choice.label}</span>
            {choice.hint ? <span className="text-xs text-ink-muted">{choice.hint}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
