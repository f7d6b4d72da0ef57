import {
  type ReportDecision,
  type ReportedContent,
  type ReportGroup,
  reportTargetLabels,
} from '#shared/schemas/moderation.ts';
import { decideReport, restoreContent } from '../api/admin-actions.ts';
import type { AdminAction } from './admin-action.ts';
import { pluralize } from './admin-format.ts';

export type ReportActionKind = ReportDecision | 'restore';

/** 'Comment by Maya Chen', or the title when it has one: the name of a report group. */
export function nameTarget(target: ReportedContent): string {
  const label = reportTargetLabels[target.type];
  if (target.title) return target.title;
  return target.author ? `${label} by ${target.author.name}` : label;
}

/** Which acts a group offers: no hiding an artist profile (suspend the artist), restore once hidden. */
export function listReportActions(target: ReportedContent): ReportActionKind[] {
  const kinds: ReportActionKind[] = ['dismiss'];
  if (target.type !== 'artist') kinds.push(target.hidden ? 'restore' : 'hide');
  if (target.author) kinds.push('suspend');
  return kinds;
}

/** The dialog's words and the call for one act on a report group. */
export function buildReportAction(kind: ReportActionKind, group: ReportGroup): AdminAction {
  const { target, reports } = group;
  const thing = `this ${reportTargetLabels[target.type].toLowerCase()}`;
  const ids = { targetType: target.type, targetId: target.id };
  const subject = nameTarget(target);
  const decide = (decision: ReportDecision) => (reason: string) => decideReport({ ...ids, decision, reason });
  const closes =
    reports.length === 1
      ? 'The open report closes and its reporter is told.'
      : `The ${pluralize(reports.length, 'open report')} close and each reporter is told.`;

  switch (kind) {
    case 'dismiss':
      return {
        title: 'Dismiss reports',
        description: `Nothing changes on ${thing}. ${closes}`,
        confirmLabel: 'Dismiss reports',
        subject,
        send: ({ reason }) => decide('dismiss')(reason),
      };
    case 'hide':
      return {
        title: `Hide ${thing}`,
        description: `It leaves every public page at once; its author still sees it, marked as hidden. ${closes}`,
        confirmLabel: 'Hide content',
        destructive: true,
        subject,
        send: ({ reason }) => decide('hide')(reason),
      };
    case 'suspend':
      return {
        title: `Suspend ${target.author?.name ?? 'the author'}`,
        description:
          'Their sessions end at once, their profile, artworks and campaigns leave every public list, and ' +
          `their pending bookings are declined. ${closes}`,
        confirmLabel: 'Suspend author',
        destructive: true,
        subject: target.author ? `${target.author.name} @${target.author.username}` : subject,
        send: ({ reason }) => decide('suspend')(reason),
      };
    case 'restore':
      return {
        title: `Restore ${thing}`,
        description: 'It becomes visible to the public again. Its open reports stay open.',
        confirmLabel: 'Restore',
        subject,
        send: ({ reason }) => restoreContent({ ...ids, reason }),
      };
  }
}
