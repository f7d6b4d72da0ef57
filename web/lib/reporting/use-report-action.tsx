import { type ReactNode, useRef, useState } from 'react';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import type { MenuAction } from './actions-menu.tsx';
import { LazyReportDialog } from './lazy-dialogs.tsx';
import type { ReportTarget } from './report-api.ts';

/**
 * The Report item for one piece of content, and the dialog it opens (render `dialog` beside the
 * menu). Null on the viewer's own content: nobody reports themselves. A visitor who is not signed
 * in is asked to sign in, as Like and Follow do.
 */
export function useReportAction(
  target: ReportTarget | null,
  /** Who made the content; the Report item is left out when it is the viewer. */
  authorId: string | null,
): { action: MenuAction | null; dialog: ReactNode } {
  const { userId, guard } = useSignedInAction();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const own = authorId !== null && authorId === userId;
  const action: MenuAction | null =
    target && !own
      ? {
          id: 'report',
          label: 'Report',
          icon: 'report',
          onSelect: guard((trigger: HTMLElement | null) => {
            returnFocus.current = trigger;
            setReporting(target);
          }),
        }
      : null;
  const dialog = (
    <LazyReportDialog target={reporting} onClose={() => setReporting(null)} returnFocus={returnFocus} />
  );
  return { action, dialog };
}
