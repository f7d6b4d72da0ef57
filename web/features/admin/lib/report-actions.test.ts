import { describe, expect, it } from 'vitest';
import type { ReportGroup } from '#shared/schemas/moderation.ts';
import { buildReportAction } from './report-actions.ts';

const groupOf = (count: number) =>
  ({
    target: { type: 'artwork', id: 'a', title: 'Orbit Study No. 7', hidden: false, author: null },
    reports: Array.from({ length: count }, (_, index) => ({ id: String(index) })),
  }) as unknown as ReportGroup;

describe('the words of a report decision', () => {
  it('agree with how many reports it closes', () => {
    expect(buildReportAction('dismiss', groupOf(1)).description).toBe(
      'Nothing changes on this artwork. The open report closes and its reporter is told.',
    );
    expect(buildReportAction('dismiss', groupOf(2)).description).toBe(
      'Nothing changes on this artwork. The 2 open reports close and each reporter is told.',
    );
  });
});
