import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
};

export type FieldProps = {
  label: ReactNode;
  /** The single form control (Input, Textarea, select…); it receives id and aria attributes. */
  children: ReactElement<ControlProps>;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
};

/**
 * A label, one control and its hint and error text, wired together so screen readers announce the
 * label, the hint and the error with the control (aria-describedby) and know when it is invalid.
 */
export function Field({ label, children, error, hint, required, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? children.props.id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy =
    [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = Children.only(children);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {isValidElement(control)
        ? cloneElement(control, {
            id: controlId,
            'aria-describedby': describedBy,
            'aria-invalid': error ? true : undefined,
            'aria-required': required || undefined,
          })
        : control}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
