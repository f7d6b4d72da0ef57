import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPLIT_AMOUNT_MESSAGE } from '#shared/booking-payments.ts';
import { DISPUTE_NOTE_MESSAGE } from '#shared/schemas/disputes.ts';
import { jsonResponse } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildDispute, done, ok, renderAdmin, serveAdmin } from '../test-kit.tsx';
import { PaymentsPanel } from './payments-panel.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const dispute = buildDispute();
const resolvePath = `/api/v1/admin/disputes/${dispute.bookingId}/resolve`;

/** The payments tab with one open dispute; `resolve` answers the decision. */
function serveDispute(resolve: () => Response = () => done('Dispute resolved')) {
  const state = { open: true };
  const api = serveAdmin({
    '/api/v1/admin/payments': () => ok({ crypto: [], bridge: [], disputes: state.open ? [dispute] : [] }),
    [resolvePath]: () => {
      const answer = resolve();
      if (answer.ok || answer.status === 409) state.open = false;
      return answer;
    },
  });
  return api;
}

async function openDialog() {
  renderAdmin(<PaymentsPanel />);
  const card = await screen.findByRole('article', { name: /Custom Ceramic Piece/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Resolve dispute' }));
  return screen.findByRole('dialog', { name: 'Resolve dispute' });
}

const refundBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Refund to the client/ });
const noteBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Note to both parties/ });

describe('resolving a dispute', () => {
  it('splits the held MACS: shows who gets what, sends the refund and the note, and refreshes the queue', async () => {
    const api = serveDispute(() => done('Dispute split: 40.00 MACS refunded, 110.00 MACS released'));
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(/150\.00 MACS held · Maya Chen \(artist\) and Sam Rivera \(client\)/),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: /^Split/ }));
    const preview = within(dialog).getByRole('region', { name: 'Where the held MACS go' });
    expect(preview).toHaveTextContent('Client Sam Rivera gets back—not decided yet');

    await userEvent.type(refundBox(dialog), '40');
    expect(preview).toHaveTextContent('Client Sam Rivera gets back40.00 MACS');
    expect(preview).toHaveTextContent('Artist Maya Chen receives110.00 MACS');
    await userEvent.type(noteBox(dialog), '  The session happened but ended early.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split payment' }));

    expect(
      await screen.findByText('Dispute split: 40.00 MACS refunded, 110.00 MACS released'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posted).toEqual([
      {
        path: resolvePath,
        body: { outcome: 'split', refund: 40, note: 'The session happened but ended early.' },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'No open disputes' })).toBeInTheDocument();
    expect(api.count('/api/v1/admin/payments')).toBe(2);
  });

  it('refuses a split that gives the client nothing, everything or more than is held', async () => {
    const api = serveDispute();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Split/ }));
    await userEvent.type(noteBox(dialog), 'Half the session was delivered.');

    for (const amount of ['150.01', '150', '0', 'forty', '']) {
      await userEvent.clear(refundBox(dialog));
      if (amount) await userEvent.type(refundBox(dialog), amount);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split payment' }));
      expect(refundBox(dialog)).toHaveAccessibleDescription(expect.stringContaining(SPLIT_AMOUNT_MESSAGE));
      expect(refundBox(dialog)).toHaveAttribute('aria-invalid', 'true');
      expect(refundBox(dialog)).toHaveFocus();
    }
    expect(within(dialog).getByRole('region', { name: 'Where the held MACS go' })).toHaveTextContent(
      'not decided yet',
    );
    expect(api.posted).toEqual([]);
  });

  it('asks for a decision and a note before sending anything', async () => {
    const api = serveDispute();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByRole('group', { name: /Decision/ })).toHaveAccessibleDescription(
      'Please choose release, refund or split',
    );
    expect(noteBox(dialog)).toHaveAccessibleDescription(expect.stringContaining(DISPUTE_NOTE_MESSAGE));
    expect(api.posted).toEqual([]);
  });

  it('releases everything to the artist without a refund amount', async () => {
    const api = serveDispute(() => done('Dispute resolved: 150.00 MACS released to Maya Chen'));
    const dialog = await openDialog();
    // An amount typed for a split and then abandoned is not sent.
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Split/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split it evenly' }));
    expect(refundBox(dialog)).toHaveValue('75.00');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Release to the artist/ }));
    expect(within(dialog).queryByRole('textbox', { name: /Refund to the client/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Where the held MACS go' })).toHaveTextContent(
      'Artist Maya Chen receives150.00 MACS',
    );
    await userEvent.type(noteBox(dialog), 'The recording shows the session took place.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release to artist' }));
    expect(
      await screen.findByText('Dispute resolved: 150.00 MACS released to Maya Chen'),
    ).toBeInTheDocument();
    expect(api.posted).toEqual([
      {
        path: resolvePath,
        body: { outcome: 'release', note: 'The recording shows the session took place.' },
      },
    ]);
  });

  it("shows the server's field error under the amount and keeps the dialog open", async () => {
    const api = serveDispute(() =>
      jsonResponse(400, {
        success: false,
        message: SPLIT_AMOUNT_MESSAGE,
        code: 'VALIDATION_FAILED',
        details: [{ field: 'refund', message: SPLIT_AMOUNT_MESSAGE }],
      }),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Split/ }));
    await userEvent.type(refundBox(dialog), '149.99');
    await userEvent.type(noteBox(dialog), 'Almost nothing was delivered.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split payment' }));
    await waitFor(() =>
      expect(refundBox(dialog)).toHaveAccessibleDescription(expect.stringContaining(SPLIT_AMOUNT_MESSAGE)),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.posted).toEqual([
      {
        path: resolvePath,
        body: { outcome: 'split', refund: 149.99, note: 'Almost nothing was delivered.' },
      },
    ]);
  });

  it('closes on the 409 of a dispute another operator decided first, and refreshes the queue', async () => {
    const message = 'This dispute has already been decided';
    const api = serveDispute(() =>
      jsonResponse(409, { success: false, message, error: message, code: 'CONFLICT' }),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Refund the client/ }));
    await userEvent.type(noteBox(dialog), 'The artist did not attend.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund client' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'No open disputes' })).toBeInTheDocument();
    expect(api.posted[0]?.body).toEqual({ outcome: 'refund', note: 'The artist did not attend.' });
  });
});
