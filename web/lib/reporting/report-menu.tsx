import { ActionsMenu, type ActionsMenuProps, type MenuAction } from './actions-menu.tsx';
import type { ReportTarget } from './report-api.ts';
import { useReportAction } from './use-report-action.tsx';

type ReportMenuProps = {
  /** The button's name, e.g. "More actions for Moon Jar". */
  label: string;
  target: ReportTarget;
  /** Who made it: on their own content the viewer gets no Report item (and no menu without others). */
  authorId: string | null;
  /** More items after Report, such as Block. */
  actions?: (MenuAction | null)[];
  size?: ActionsMenuProps['size'];
  className?: string;
};

/** The "…" menu on someone's content with Report, and the report dialog it opens. */
export function ReportMenu({ label, target, authorId, actions = [], size, className }: ReportMenuProps) {
  const report = useReportAction(target, authorId);
  const items = [report.action, ...actions].filter((item): item is MenuAction => item !== null);
  return (
    <>
      <ActionsMenu label={label} actions={items} size={size} className={className} />
      {report.dialog}
    </>
  );
}
