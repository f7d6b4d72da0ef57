import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REPORT_ALREADY_OPEN_MESSAGE,
  REPORT_DETAILS_MESSAGE,
  REPORT_RECEIVED_MESSAGE,
} from '#shared/schemas/moderation.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast-store.ts';
import { ReportMenu } from './report-menu.tsx';
import { renderWithReporting, signInAs, verifyBody, viewer } from './test-kit.tsx';

const artworkId = '5f0c1a2b-0000-4000-8000-000000000001';
const artistId = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderMenu(authorId = artistId, auth?: Parameters<typeof renderWithReporting>[1]) {
  return renderWithReporting(
    <ReportMenu
      label="More actions for Moon Jar"
      target={{ targetType: 'artwork', targetId: artworkId, name: '“Moon Jar” by Maya Chen' }}
      authorId={authorId}
    />,
    auth,
  );
}

/** Serves the session check and POST /reports; returns the bodies the dialog sent. */
function serveReports(answer: () => Response) {
  const sent: unknown[] = [];
  stubFetch({
    '/api/v1/auth/verify': () => jsonResponse(200, verifyBody()),
    '/api/v1/reports': (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return sent;
}

const created = () =>
  jsonResponse(201, {
    success: true,
    message: REPORT_RECEIVED_MESSAGE,
    data: { id: '99999999-9999-4999-8999-999999999999', status: 'open', duplicate: false },
  });

async function openReportDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'More actions for Moon Jar' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report artwork' });
}

describe('Report', () => {
  it('needs a reason, needs details for Other, then posts the report and shows the server’s sentence', async () => {
    signInAs();
    const sent = serveReports(created);
    renderMenu();
    const dialog = await openReportDialog();
    expect(dialog).toHaveTextContent('What is wrong with “Moon Jar” by Maya Chen?');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Spam',
      'Harassment',
      'Stolen or infringing work',
      'Inappropriate content',
      'Scam',
      'Other',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await within(dialog).findByText(REPORT_DETAILS_MESSAGE)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Details/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Details/ }),
      '  My photo, posted without asking  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByText(REPORT_RECEIVED_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        targetType: 'artwork',
        targetId: artworkId,
        reason: 'other',
        details: 'My photo, posted without asking',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the menu's button, not to the body.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More actions for Moon Jar' })).toHaveFocus(),
    );
  });

  it('sends a reason without details, and treats "already reported" (200) as a success', async () => {
    signInAs();
    const sent = serveReports(() =>
      jsonResponse(200, {
        success: true,
        message: REPORT_ALREADY_OPEN_MESSAGE,
        data: { id: '99999999-9999-4999-8999-999999999999', status: 'open', duplicate: true },
      }),
    );
    renderMenu();
    const dialog = await openReportDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Stolen or infringing work' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText(REPORT_ALREADY_OPEN_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([{ targetType: 'artwork', targetId: artworkId, reason: 'stolen', details: '' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s reason when the report is refused', async () => {
    signInAs();
    serveReports(() =>
      jsonResponse(429, {
        success: false,
        message: 'You have sent many reports this hour. Please try again in 40 minutes.',
        code: 'RATE_LIMITED',
      }),
    );
    renderMenu();
    const dialog = await openReportDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent many reports this hour. Please try again in 40 minutes.',
    );
    expect(screen.getByRole('dialog', { name: 'Report artwork' })).toBeVisible();
  });

  it('offers Report on someone else’s content and no menu on the viewer’s own', async () => {
    signInAs();
    serveReports(created);
    renderWithReporting(
      <>
        <ReportMenu
          label="More actions for Moon Jar"
          target={{ targetType: 'artwork', targetId: artworkId, name: '“Moon Jar”' }}
          authorId={artistId}
        />
        <ReportMenu
          label="More actions for My Own Bowl"
          target={{ targetType: 'artwork', targetId: artistId, name: '“My Own Bowl”' }}
          authorId={viewer.id}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Moon Jar' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More actions for My Own Bowl' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in and sends nothing', async () => {
    const calls = stubFetch({});
    const auth = { open: vi.fn(), close: vi.fn() };
    renderMenu(artistId, auth);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Moon Jar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(auth.open).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('dialog', { name: 'Report artwork' })).toBeNull();
    expect(calls.filter((url) => url.includes('/reports'))).toEqual([]);
  });

  it('opens from the keyboard and reaches Report with the arrow keys', async () => {
    signInAs();
    serveReports(created);
    renderMenu();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'More actions for Moon Jar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Report artwork' })).toBeVisible();
  });
});
