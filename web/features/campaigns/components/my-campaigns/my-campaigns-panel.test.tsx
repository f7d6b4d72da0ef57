import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildCampaign } from '../campaign-fixtures.ts';
import { MyCampaignsPanel } from './my-campaigns-panel.tsx';
import { artistId, buildOwnerContribution, renderWithApp } from './my-campaigns-test-kit.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const refuse = (status: number, message: string) =>
  jsonResponse(status, { success: false, message, error: 'Conflict', code: 'CONFLICT', details: [] });

/** A small in-memory owner API: the figures move only when the test's server says so. */
function serve(campaign: Campaign, contributions: OwnerContribution[]) {
  const state = { campaign, contributions, bodies: [] as { method: string; path: string; body: unknown }[] };
  const base = `/api/v1/crowdfunding/${campaign.id}`;
  const record = (path: string, init: RequestInit | undefined) =>
    state.bodies.push({
      method: init?.method ?? 'GET',
      path,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
  const decide = (status: OwnerContribution['status']) => (url: string, init: RequestInit | undefined) => {
    const path = new URL(url, 'http://localhost').pathname;
    record(path, init);
    const id = path.split('/').at(-2);
    const target = state.contributions.find((c) => c.id === id);
    if (!target) return refuse(404, 'Contribution not found');
    target.status = status;
    if (status === 'confirmed') {
      state.campaign = {
        ...state.campaign,
        currentAmount: state.campaign.currentAmount + target.amount,
        pendingAmount: state.campaign.pendingAmount - target.amount,
        backers: state.campaign.backers + 1,
        progressPercentage: Math.floor(
          ((state.campaign.currentAmount + target.amount) * 100) / state.campaign.targetAmount,
        ),
      };
    } else if (status === 'refunded') {
      const raised = state.campaign.currentAmount - target.amount;
      state.campaign = {
        ...state.campaign,
        currentAmount: raised,
        backers: state.campaign.backers - 1,
        progressPercentage: Math.floor((raised * 100) / state.campaign.targetAmount),
      };
    } else {
      state.campaign = { ...state.campaign, pendingAmount: state.campaign.pendingAmount - target.amount };
    }
    return ok({});
  };
  const handlers: Parameters<typeof stubFetch>[0] = {
    '/api/v1/crowdfunding/mine': () => ok([state.campaign]),
    [`${base}/contributions/manage`]: (url) => {
      const status = new URL(url, 'http://localhost').searchParams.get('status');
      return ok(state.contributions.filter((c) => c.status === status));
    },
  };
  for (const c of contributions) {
    handlers[`${base}/contributions/${c.id}/confirm`] = decide('confirmed');
    handlers[`${base}/contributions/${c.id}/reject`] = decide('rejected');
    handlers[`${base}/contributions/${c.id}/refund`] = decide('refunded');
  }
  stubFetch(handlers);
  return { state, handlers, base, record };
}

const kiln = () =>
  buildCampaign({
    title: 'A Wood Kiln',
    currentAmount: 400,
    pendingAmount: 250,
    targetAmount: 1_000,
    progressPercentage: 40,
    backers: 3,
    daysRemaining: 12,
  });

function campaignCard() {
  return screen.findByRole('article', { name: 'A Wood Kiln' });
}

describe('my campaigns panel', () => {
  it('shows each campaign with its figures and opens pending crypto contributions at once', async () => {
    const campaign = kiln();
    serve(campaign, [buildOwnerContribution({ amount: 250, txHash: '0xabc123' })]);
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    const card = within(await campaignCard());
    expect(card.getByText('$400')).toBeVisible();
    expect(card.getByText(/raised of/)).toHaveTextContent('raised of $1,000');
    expect(card.getByText('40% funded')).toBeVisible();
    expect(card.getByText('3 backers')).toBeVisible();
    expect(card.getByText('$250 pending')).toBeVisible();
    expect(card.getByText('12 days left')).toBeVisible();
    expect(card.getByRole('progressbar', { name: 'A Wood Kiln funding progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(card.getByRole('link', { name: 'View A Wood Kiln' })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}`,
    );
    const row = await card.findByRole('listitem', { name: '$250.00 from Anonymous' });
    expect(within(row).getByText('0x52908400098527886E0F7030069857D2E4169EE7')).toBeVisible();
    expect(within(row).getByText('0xabc123')).toBeVisible();
  });

  it('confirms a pending contribution: toast, and the figures and list are read again', async () => {
    const pending = buildOwnerContribution({ amount: 250 });
    const { state } = serve(kiln(), [pending]);
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    const card = within(await campaignCard());
    await userEvent.click(await card.findByRole('button', { name: 'Confirm $250.00 from Anonymous' }));
    expect(await screen.findByText('Contribution confirmed')).toBeVisible();
    await waitFor(() => expect(card.getByText('$650')).toBeVisible());
    expect(card.getByText('65% funded')).toBeVisible();
    expect(card.getByText('4 backers')).toBeVisible();
    expect(card.queryByText(/pending$/)).not.toBeInTheDocument();
    expect(await card.findByText('No crypto contributions are waiting for you.')).toBeVisible();
    expect(state.bodies).toEqual([
      {
        method: 'POST',
        path: `/api/v1/crowdfunding/${state.campaign.id}/contributions/${pending.id}/confirm`,
        body: {},
      },
    ]);
  });

  it('rejects a pending contribution with the reason given', async () => {
    const pending = buildOwnerContribution({ amount: 250 });
    const { state } = serve(kiln(), [pending]);
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    const card = within(await campaignCard());
    await userEvent.click(await card.findByRole('button', { name: 'Reject $250.00 from Anonymous' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Reject contribution' }));
    await userEvent.type(dialog.getByLabelText(/reason/i), 'No such transaction on Polygon');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Contribution rejected')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await card.findByText('No crypto contributions are waiting for you.')).toBeVisible();
    expect(card.getByText('$400')).toBeVisible();
    expect(state.bodies.at(-1)?.body).toEqual({ reason: 'No such transaction on Polygon' });
  });

  it('refunds a confirmed contribution from the Confirmed list and the raised amount drops', async () => {
    const paid = buildOwnerContribution({ amount: 100, status: 'confirmed', contributorName: 'Sam Rivera' });
    const { state } = serve({ ...kiln(), pendingAmount: 0 }, [paid]);
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    const card = within(await campaignCard());
    await userEvent.click(card.getByRole('button', { name: 'Contributions' }));
    await userEvent.click(card.getByRole('button', { name: 'Confirmed' }));
    await userEvent.click(await card.findByRole('button', { name: 'Refund $100.00 from Sam Rivera' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Refund contribution' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Contribution refunded')).toBeVisible();
    await waitFor(() => expect(card.getByText('$300')).toBeVisible());
    expect(card.getByText('30% funded')).toBeVisible();
    expect(await card.findByText('No confirmed contributions yet.')).toBeVisible();
    expect(state.bodies.at(-1)?.body).toEqual({ reason: '' });
  });

  it("shows the server's refusal of a decision in a toast and keeps the contribution", async () => {
    const pending = buildOwnerContribution({ amount: 250 });
    const { handlers, base } = serve(kiln(), [pending]);
    handlers[`${base}/contributions/${pending.id}/confirm`] = () =>
      refuse(409, 'This contribution is no longer pending');
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    const card = within(await campaignCard());
    await userEvent.click(await card.findByRole('button', { name: 'Confirm $250.00 from Anonymous' }));
    expect(await screen.findByText('This contribution is no longer pending')).toBeVisible();
    expect(card.getByRole('listitem', { name: '$250.00 from Anonymous' })).toBeVisible();
    expect(card.getByText('$400')).toBeVisible();
  });

  it("edits only what changed and shows the server's refusal of a target below the raised amount", async () => {
    const { handlers, base, record, state } = serve(kiln(), []);
    handlers[base] = (url, init) => {
      record(new URL(url, 'http://localhost').pathname, init);
      return refuse(409, 'The target cannot be lower than the $400 already raised');
    };
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit A Wood Kiln' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit campaign' }));
    const target = dialog.getByLabelText(/target amount/i);
    await userEvent.clear(target);
    await userEvent.type(target, '300');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The target cannot be lower than the $400 already raised',
    );
    expect(state.bodies).toEqual([{ method: 'PUT', path: base, body: { targetAmount: 300 } }]);
  });

  it('saves a new title of a campaign whose picture was uploaded here, leaving the picture as it is', async () => {
    const uploaded = { ...kiln(), imageUrl: '/api/v1/files/campaigns/0f9e8d7c-kiln.webp' };
    const { handlers, base, record, state } = serve(uploaded, []);
    handlers[base] = (url, init) => {
      record(new URL(url, 'http://localhost').pathname, init);
      return ok({ ...uploaded, title: 'A Wood Kiln for Everyone' });
    };
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit A Wood Kiln' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit campaign' }));
    expect(dialog.getByLabelText(/image url/i)).toHaveValue(uploaded.imageUrl);
    const title = dialog.getByLabelText(/title/i);
    await userEvent.clear(title);
    await userEvent.type(title, 'A Wood Kiln for Everyone');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(state.bodies).toEqual([
        { method: 'PUT', path: base, body: { title: 'A Wood Kiln for Everyone' } },
      ]),
    );
    expect(dialog.queryByText(/valid image URL/)).toBeNull();
  });

  it("asks before deleting and shows the server's refusal when money was confirmed", async () => {
    const { handlers, base } = serve(kiln(), []);
    handlers[base] = () => refuse(409, 'A campaign with confirmed contributions cannot be deleted');
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete A Wood Kiln' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete campaign' }));
    expect(dialog.getByText(/Are you sure you want to delete this campaign\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A campaign with confirmed contributions cannot be deleted',
    );
  });

  it('posts an update for backers', async () => {
    const { handlers, base, record, state } = serve(kiln(), []);
    handlers[`${base}/updates`] = (url, init) => {
      record(new URL(url, 'http://localhost').pathname, init);
      return jsonResponse(201, { success: true, data: {} });
    };
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Post an update to A Wood Kiln' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Post an update' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Post Update' }));
    expect(await dialog.findByText('Please write the update')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/update/i), 'The kiln shed has a roof!');
    await userEvent.click(dialog.getByRole('button', { name: 'Post Update' }));
    expect(await screen.findByText('Update posted')).toBeVisible();
    expect(state.bodies).toEqual([
      { method: 'POST', path: `${base}/updates`, body: { body: 'The kiln shed has a roof!' } },
    ]);
  });

  it('says what to do when there are no campaigns, and offers Retry when the list fails', async () => {
    let fail = true;
    stubFetch({
      '/api/v1/crowdfunding/mine': () => (fail ? refuse(503, 'Service unavailable') : ok([])),
    });
    renderWithApp(<MyCampaignsPanel artistId={artistId} />);
    expect(await screen.findByText('Could not load your campaigns', {}, { timeout: 8_000 })).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'No campaigns yet' }, { timeout: 8_000 }),
    ).toBeVisible();
  });
});
