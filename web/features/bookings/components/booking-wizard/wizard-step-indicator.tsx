import { Check } from 'lucide-react';
import { cn } from '#web/ui/cn.ts';

/** Spec §2: the wizard's four steps, in order. */
export const wizardStepLabels = ['Select Date', 'Choose Time', 'Service Details', 'Confirmation'] as const;
export type WizardStep = 1 | 2 | 3 | 4;

/** Where the visitor is: done steps ticked, the current one marked for screen readers too. */
export function WizardStepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol aria-label="Booking steps" className="mb-5 grid grid-cols-4 gap-2">
      {wizardStepLabels.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
          >
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                done && 'border-accent bg-accent text-accent-ink',
                current && 'border-accent bg-accent-soft text-accent-text',
                !done && !current && 'border-line-strong text-ink-muted',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : number}
            </span>
            <span
              className={cn(
                'text-xs leading-tight font-medium',
                current ? 'text-ink' : 'text-ink-muted',
                !current && 'sr-only sm:not-sr-only',
              )}
            >
              {label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
