import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { Button, type ButtonProps } from '#web/ui/button.tsx';
import { LazyOfferDialog } from './lazy-dialogs.tsx';

type MakeOfferButtonProps = {
  mediaId: string;
  title: string;
  artist: { id: string; name: string };
  price: number;
  size?: ButtonProps['size'];
  className?: string;
};

/** 'Make Offer' on a priced work; a signed-out visitor is asked to sign in first. */
export function MakeOfferButton({
  mediaId,
  title,
  artist,
  price,
  size = 'sm',
  className,
}: MakeOfferButtonProps) {
  const [open, setOpen] = useState(false);
  const { guard } = useSignedInAction();
  return (
    <>
      <Button size={size} className={className} onClick={guard(() => setOpen(true))}>
        <HandCoins aria-hidden="true" />
        Make Offer
      </Button>
      <LazyOfferDialog
        open={open}
        onOpenChange={setOpen}
        mediaId={mediaId}
        title={title}
        artist={artist}
        price={price}
      />
    </>
  );
}
