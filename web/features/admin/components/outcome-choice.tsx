import { useId } from 'react';
import type { DisputeOutcome } from '#shared/booking-payments.ts';
import { cn } from '#web/ui/cn.ts';

type Option = { value: DisputeOutcome; label: string; hint: string };

type OutcomeChoiceProps = {
  /** The amount held, as shown ('150.00 MACS'), for the hints. */
  held: string;
  value: DisputeOutcome | null;
  onChange: (value: DisputeOutcome) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Release, refund or split, as radio cards: the arrow keys move between them as in any radio group. */
export function OutcomeChoice({ held, value, onChange, error, disabled }: OutcomeChoiceProps) {
  const name = useId();
  const errorId = useId();
  const options: Option[] = [
    { value: 'release', label: 'Release to the artist', hint: `The artist receives all ${held}.` },
    { value: 'refund', label: 'Refund the client', hint: `The client gets all ${held} back.` },
    {
      value: 'split',
      label: 'Split',
      hint: 'You choose how much the client gets back; the artist gets the rest.',
    },
  ];
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-medium">
        Decision
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              value === option.value
                ? 'border-accent bg-accent-soft'
                : error
                  ? 'border-danger bg-surface hover:bg-surface-muted'
                  : 'border-line bg-surface hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-accent"
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className={cn('font-medium', value === option.value && 'text-accent-text')}>
                {option.label}
              </span>
              <span className="text-xs text-ink-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
