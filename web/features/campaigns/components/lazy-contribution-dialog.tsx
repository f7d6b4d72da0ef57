import type { ComponentProps } from 'react';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';

// The contribution form (a dialog, crypto fields, the zod rules) loads when someone presses
// Contribute, so the campaign list and a campaign's page download only what draws them.
const ContributionDialog = lazyNamed(() => import('./contribution-dialog.tsx'), 'ContributionDialog');

export function LazyContributionDialog(props: ComponentProps<typeof ContributionDialog>) {
  return (
    <WhenOpened open={props.open}>
      <ContributionDialog {...props} />
    </WhenOpened>
  );
}
