import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';
import { useReturnFocusToOpener } from './return-focus-to-opener.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] animate-fade-in', className)}
      {...props}
    />
  );
}

type DialogSize = 'sm' | 'md' | 'lg';
const dialogSizes: Record<DialogSize, string> = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' };

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  /** Every dialog has an accessible title; `hideTitle` keeps it for screen readers only. */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  size?: DialogSize;
};

/** A centred modal with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  size = 'md',
  className,
  children,
  onPointerDownOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusHandlers = useReturnFocusToOpener({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        aria-describedby={description ? undefined : props['aria-describedby']}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-card border border-line bg-surface p-6 text-ink shadow-lifted animate-fade-in',
          dialogSizes[size],
          className,
        )}
        {...props}
        {...focusHandlers}
        onPointerDownOutside={(event) => {
          // Dismissing a toast is not a click away from the dialog.
          if ((event.target as Element | null)?.closest?.('[data-toaster]')) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
      >
        <div className={cn('mb-5 pr-8', hideTitle && 'sr-only')}>
          <DialogPrimitive.Title className="font-display text-2xl font-semibold tracking-tight">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1.5 text-sm text-ink-muted">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
