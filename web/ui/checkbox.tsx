import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn in the house style. The browser gives it its role, keyboard, label
 * click and form behaviour; Radix's checkbox did the same with about 3 KB more script on every
 * page with a form. `className` places the box; the tick shows when the input is checked.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('inline-grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className={cn(
          'peer col-start-1 row-start-1 size-5 appearance-none rounded-md border border-line-strong bg-surface',
          'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'checked:border-accent checked:bg-accent',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
        )}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        {...props}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 size-3.5 text-accent-ink opacity-0 peer-checked:opacity-100"
        strokeWidth={3}
      />
    </span>
  );
}
