import type { ComponentProps } from 'react';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';

// The feed is the home page: its dialogs (a dialog primitive, forms, comments) load on first use, so
// the first visit downloads only what draws the feed. Other pages use these too.
const ArtworkDetailDialog = lazyNamed(() => import('./artwork-detail-dialog.tsx'), 'ArtworkDetailDialog');
const OfferDialog = lazyNamed(() => import('./offer-dialog.tsx'), 'OfferDialog');

export function LazyArtworkDetailDialog(props: ComponentProps<typeof ArtworkDetailDialog>) {
  return (
    <WhenOpened open={props.mediaId !== null}>
      <ArtworkDetailDialog {...props} />
    </WhenOpened>
  );
}

export function LazyOfferDialog(props: ComponentProps<typeof OfferDialog>) {
  return (
    <WhenOpened open={props.open}>
      <OfferDialog {...props} />
    </WhenOpened>
  );
}
