import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '#web/ui/button.tsx';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';

const BookingWizard = lazyNamed(() => import('./booking-wizard.tsx'), 'BookingWizard');

type BookSessionButtonProps = {
  artistId: string;
  artistName: string;
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/** 'Book Session': opens the four-step wizard for this artist (the real id, never a placeholder). */
export function BookSessionButton({
  artistId,
  artistName,
  label = 'Book Session',
  variant = 'primary',
  size,
  className,
}: BookSessionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        {label}
      </Button>
      <WhenOpened open={open}>
        <BookingWizard artistId={artistId} artistName={artistName} open={open} onOpenChange={setOpen} />
      </WhenOpened>
    </>
  );
}
