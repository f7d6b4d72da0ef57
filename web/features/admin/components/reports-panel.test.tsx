import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_REASON_MESSAGE } from '#shared/schemas/moderation.ts';
import { jsonResponse } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildReportGroup, done, hoursAgo, maya, ok, renderAdmin, sam, serveAdmin } from '../test-kit.tsx';
import { ReportsPanel } from './reports-panel.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const artwork = buildReportGroup();
const comment = buildReportGroup(
  {
    type: 'comment',
    title: null,
    text: 'Buy followers cheap at example.com',
    imageUrl: null,
    href: '/artists/maya',
    author: sam,
    hidden: true,
    hiddenReason: 'Spam link',
  },
  [
    {
      id: '12121212-0000-4000-8000-000000000001',
      reporter: maya,
      reason: 'spam',
      details: '',
      createdAt: hoursAgo(1),
    },
    {
      id: '12121212-0000-4000-8000-000000000002',
      reporter: { id: '33333333-3333-4333-8333-333333333333', name: 'Ada Park', username: 'ada' },
      reason: 'other',
      details: 'Posted under every artwork',
      createdAt: hoursAgo(30),
    },
  ],
);
const profile = buildReportGroup({
  type: 'artist',
  title: 'Maya Chen',
  text: 'Ceramic artist',
  imageUrl: null,
});

describe('the reports queue', () => {
  it('shows each reported thing inline with its reports, and only the acts that fit it', async () => {
    serveAdmin({ '/api/v1/admin/reports': () => ok([artwork, comment, profile]) });
    renderAdmin(<ReportsPanel />);

    const cups = await screen.findByRole('article', { name: 'Tide Pool Cups' });
    expect(within(cups).getByRole('img', { name: 'Artwork: Tide Pool Cups' })).toHaveAttribute(
      'src',
      '/api/v1/files/media/tide.webp',
    );
    expect(within(cups).getByText('Stolen or infringing work')).toBeInTheDocument();
    expect(within(cups).getByText('This is a photo of my own cups.')).toBeInTheDocument();
    expect(within(cups).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(cups).getByRole('link', { name: /View on Easel/ })).toHaveAttribute(
      'href',
      '/artists/maya',
    );
    const cupsActions = within(cups)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(cupsActions).toEqual(['Dismiss', 'Hide content', 'Suspend author']);

    const spam = screen.getByRole('article', { name: 'Comment by Sam Rivera' });
    expect(within(spam).getByText('Buy followers cheap at example.com')).toBeInTheDocument();
    expect(within(spam).getByText('Hidden')).toBeInTheDocument();
    expect(within(spam).getByText('Spam link')).toBeInTheDocument();
    expect(within(spam).getByText('2 open reports')).toBeInTheDocument();
    expect(within(spam).getByText('Posted under every artwork')).toBeInTheDocument();
    expect(within(spam).getByText('Other')).toBeInTheDocument();
    expect(
      within(spam)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Restore', 'Suspend author']);

    // An artist profile cannot be hidden: the artist is suspended instead.
    const artist = screen.getByRole('article', { name: 'Maya Chen' });
    expect(within(artist).queryByRole('button', { name: 'Hide content' })).not.toBeInTheDocument();
    expect(within(artist).getByRole('button', { name: 'Suspend author' })).toBeInTheDocument();
  });

  it('says so when nothing is waiting', async () => {
    serveAdmin();
    renderAdmin(<ReportsPanel />);
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  });

  it('refuses an empty reason, then posts the decision and reloads the queue', async () => {
    const state = { decided: false };
    const api = serveAdmin({
      '/api/v1/admin/reports': () => ok(state.decided ? [] : [artwork]),
      '/api/v1/admin/reports/decide': () => {
        state.decided = true;
        return done('The artwork is hidden and 1 reporter has been told.');
      },
    });
    renderAdmin(<ReportsPanel />);
    const cups = await screen.findByRole('article', { name: 'Tide Pool Cups' });
    await userEvent.click(within(cups).getByRole('button', { name: 'Hide content' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hide this artwork' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide content' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      expect.stringContaining(MODERATION_REASON_MESSAGE),
    );
    expect(api.posted).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Traced from a stock photo',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide content' }));

    expect(
      await screen.findByText('The artwork is hidden and 1 reporter has been told.'),
    ).toBeInTheDocument();
    expect(api.posted).toEqual([
      {
        path: '/api/v1/admin/reports/decide',
        body: {
          targetType: 'artwork',
          targetId: artwork.target.id,
          decision: 'hide',
          reason: 'Traced from a stock photo',
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores hidden content with its reason', async () => {
    const api = serveAdmin({
      '/api/v1/admin/reports': () => ok([comment]),
      '/api/v1/admin/content/restore': () => done('The comment is visible again.'),
    });
    renderAdmin(<ReportsPanel />);
    const spam = await screen.findByRole('article', { name: 'Comment by Sam Rivera' });
    await userEvent.click(within(spam).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this comment' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not spam after all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The comment is visible again.')).toBeInTheDocument();
    expect(api.posted[0]).toEqual({
      path: '/api/v1/admin/content/restore',
      body: { targetType: 'comment', targetId: comment.target.id, reason: 'Not spam after all' },
    });
  });

  it('keeps the dialog open with the server sentence when a decision fails', async () => {
    serveAdmin({
      '/api/v1/admin/reports': () => ok([artwork]),
      '/api/v1/admin/reports/decide': () =>
        jsonResponse(500, { success: false, message: 'Something went wrong on our side', code: 'INTERNAL' }),
    });
    renderAdmin(<ReportsPanel />);
    const cups = await screen.findByRole('article', { name: 'Tide Pool Cups' });
    await userEvent.click(within(cups).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss reports' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Original work');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
    );
  });

  it('shows what failed and loads again on Retry', async () => {
    let fail = true;
    serveAdmin({
      '/api/v1/admin/reports': () => {
        if (!fail) return ok([artwork]);
        fail = false;
        return jsonResponse(403, {
          success: false,
          message: 'Only operators can do this',
          code: 'FORBIDDEN',
        });
      },
    });
    renderAdmin(<ReportsPanel />);
    expect(await screen.findByText('Only operators can do this')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tide Pool Cups' })).toBeInTheDocument();
  });
});
