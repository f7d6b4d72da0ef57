import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';
import type { BlockDialogProps } from './block-dialog.tsx';
import type { ReportDialogProps } from './report-dialog.tsx';

// Both load on first use: the report form brings react-hook-form and the schema with it, and the
// pages that offer Report (the feed above all) should not pay for it up front.
const ReportDialog = lazyNamed(() => import('./report-dialog.tsx'), 'ReportDialog');
const BlockDialog = lazyNamed(() => import('./block-dialog.tsx'), 'BlockDialog');

export function LazyReportDialog(props: ReportDialogProps) {
  return (
    <WhenOpened open={props.target !== null}>
      <ReportDialog {...props} />
    </WhenOpened>
  );
}

export function LazyBlockDialog(props: BlockDialogProps) {
  return (
    <WhenOpened open={props.target !== null}>
      <BlockDialog {...props} />
    </WhenOpened>
  );
}
