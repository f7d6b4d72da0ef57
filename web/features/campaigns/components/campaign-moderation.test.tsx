import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { renderWithReporting, signInAs, verifyBody, viewer } from '#web/lib/reporting/test-kit.tsx';
import { clearToasts } from '#web/ui/toast-store.ts';
import { CampaignDetail } from './campaign-detail.tsx';
import { buildCampaign } from './campaign-fixtures.ts';
import { MyCampaignCard } from './my-campaigns/my-campaign-card.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function serveDetail(campaign: ReturnType<typeof buildCampaign>, user = viewer) {
  const reports: unknown[] = [];
  stubFetch({
    '/api/v1/auth/verify': () => jsonResponse(200, verifyBody(user)),
    [`/api/v1/campaigns/${campaign.id}`]: () => jsonResponse(200, campaign),
    [`/api/v1/campaigns/${campaign.id}/updates`]: () => jsonResponse(200, { success: true, data: [] }),
    [`/api/v1/campaigns/${campaign.id}/contributions`]: () => jsonResponse(200, { success: true, data: [] }),
    '/api/v1/reports': (_url, init) => {
      reports.push(JSON.parse(String(init?.body)));
      return jsonResponse(201, {
        success: true,
        message: 'Thank you. Our team will look at your report.',
        data: { id: '99999999-9999-4999-8999-999999999999', status: 'open', duplicate: false },
      });
    },
  });
  return reports;
}

describe('campaign reporting and moderation', () => {
  it('reports someone else’s campaign from its page', async () => {
    signInAs();
    const kiln = buildCampaign({ title: 'A Wood Kiln' });
    const reports = serveDetail(kiln);
    renderWithReporting(<CampaignDetail id={kiln.id} />);
    await screen.findByRole('heading', { level: 1, name: 'A Wood Kiln' });
    expect(screen.queryByRole('note')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'More actions for A Wood Kiln' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report campaign' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'No such studio exists');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Thank you. Our team will look at your report.')).toBeInTheDocument();
    expect(reports).toEqual([
      { targetType: 'campaign', targetId: kiln.id, reason: 'scam', details: 'No such studio exists' },
    ]);
  });

  it('shows its artist no Report, and why the campaign is hidden', async () => {
    const artist = { ...viewer, id: '11111111-1111-4111-8111-111111111111', role: 'artist' as const };
    signInAs(artist);
    const hidden = buildCampaign({ title: 'A Wood Kiln', hiddenReason: 'Misleading funding goal' });
    serveDetail(hidden, artist);
    renderWithReporting(<CampaignDetail id={hidden.id} />);
    await screen.findByRole('heading', { level: 1, name: 'A Wood Kiln' });
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Hidden by moderation');
    expect(notice).toHaveTextContent('Reason: Misleading funding goal');
    await waitFor(() => expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull());
  });

  it('marks a hidden campaign in the artist’s own list', () => {
    stubFetch({});
    const hidden = buildCampaign({ title: 'A Wood Kiln', hiddenReason: 'Misleading funding goal' });
    const visible = buildCampaign({ title: 'Mural' });
    renderWithReporting(
      <>
        <MyCampaignCard campaign={hidden} onAction={vi.fn()} onChanged={vi.fn()} />
        <MyCampaignCard campaign={visible} onAction={vi.fn()} onChanged={vi.fn()} />
      </>,
    );
    const [hiddenCard, visibleCard] = screen.getAllByRole('article');
    const notice = within(hiddenCard!).getByRole('note');
    expect(notice).toHaveTextContent('Hidden by moderation');
    expect(notice).toHaveTextContent('Reason: Misleading funding goal');
    expect(within(visibleCard!).queryByRole('note')).toBeNull();
  });
});
