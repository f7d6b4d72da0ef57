import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_CREATED_MESSAGE,
  DEADLINE_FUTURE_MESSAGE,
  DEADLINE_TOO_FAR_MESSAGE,
  IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TARGET_AMOUNT_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { createDeferred, jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildCampaign } from '../campaign-fixtures.ts';
import { CreateCampaignForm } from './create-campaign-form.tsx';
import { artistId, renderWithApp } from './my-campaigns-test-kit.tsx';

// Tuesday 10 March 2026, mid-morning where the test runs.
const NOW = new Date(2026, 2, 10, 10, 0, 0);

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(onCreated = vi.fn()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  renderWithApp(<CreateCampaignForm artistId={artistId} onCreated={onCreated} />);
  return onCreated;
}

const field = (name: RegExp) => screen.getByLabelText(name);
const fill = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

function fillValid() {
  fill(/campaign title/i, 'A Wood Kiln');
  fill(/description/i, 'An anagama kiln the studio can share.');
  fill(/target amount/i, '1200');
  fill(/deadline/i, '2026-04-30');
  fill(/image url/i, 'https://images.example.com/kiln.jpg');
}
/**
 * Lets the request and React Query's zero-delay notifications run while the faked clock stays
 * put; gives up after a bounded number of turns so a broken flow fails instead of hanging.
 */
async function settleWithoutMovingClock(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn++) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));

describe('create campaign form', () => {
  it('offers the spec inputs: /500 counter, amount min 1 step 1, date minimum tomorrow', () => {
    setup();
    expect(field(/target amount/i)).toHaveAttribute('min', '1');
    expect(field(/target amount/i)).toHaveAttribute('step', '1');
    expect(field(/deadline/i)).toHaveAttribute('min', '2026-03-11');
    expect(field(/deadline/i)).toHaveAttribute('max', '2027-03-10');
    expect(screen.getByText('0/500')).toBeVisible();
    fill(/description/i, 'Twelve chars');
    expect(screen.getByText('12/500')).toBeVisible();
  });

  it.each([
    ['a missing title', () => fill(/campaign title/i, '   '), REQUIRED_FIELDS_MESSAGE, /campaign title/i],
    ['a missing description', () => fill(/description/i, ''), REQUIRED_FIELDS_MESSAGE, /description/i],
    ['a missing target', () => fill(/target amount/i, ''), REQUIRED_FIELDS_MESSAGE, /target amount/i],
    ['a missing deadline', () => fill(/deadline/i, ''), REQUIRED_FIELDS_MESSAGE, /deadline/i],
    ['a zero target', () => fill(/target amount/i, '0'), TARGET_AMOUNT_MESSAGE, /target amount/i],
    ['a negative target', () => fill(/target amount/i, '-5'), TARGET_AMOUNT_MESSAGE, /target amount/i],
    ['a deadline today', () => fill(/deadline/i, '2026-03-10'), DEADLINE_FUTURE_MESSAGE, /deadline/i],
    ['a deadline in the past', () => fill(/deadline/i, '2025-12-31'), DEADLINE_FUTURE_MESSAGE, /deadline/i],
    [
      'a deadline over a year off',
      () => fill(/deadline/i, '2027-03-11'),
      DEADLINE_TOO_FAR_MESSAGE,
      /deadline/i,
    ],
    ['an image URL that is not one', () => fill(/image url/i, 'kiln.jpg'), IMAGE_URL_MESSAGE, /image url/i],
  ])('refuses %s with the spec message and sends nothing', async (_case, breakIt, message, label) => {
    const calls = stubFetch({});
    setup();
    fillValid();
    breakIt();
    await submit();
    expect(await screen.findByText(message)).toBeVisible();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the signed-in artist id, shows success, then empties the form 2 s later', async () => {
    let sent: unknown;
    const created = buildCampaign({ title: 'A Wood Kiln' });
    stubFetch({
      '/api/v1/campaigns': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, { success: true, data: created });
      },
    });
    const onCreated = setup();
    fillValid();
    // The reset timer is the clock under test: it only moves when the test says so.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
    fireEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await settleWithoutMovingClock(() => screen.queryByText(CAMPAIGN_CREATED_MESSAGE) !== null);
    expect(screen.getByText(CAMPAIGN_CREATED_MESSAGE)).toBeVisible();
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(sent).toEqual({
      artistId,
      title: 'A Wood Kiln',
      description: 'An anagama kiln the studio can share.',
      targetAmount: 1200,
      deadline: new Date(2026, 3, 30, 23, 59, 59, 999).toISOString(),
      imageUrl: 'https://images.example.com/kiln.jpg',
    });
    // Still filled in while the message shows, and not sent twice by a second press meanwhile.
    expect(field(/campaign title/i)).toHaveValue('A Wood Kiln');
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
    fireEvent.submit(field(/campaign title/i).closest('form')!);
    expect(onCreated).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(field(/campaign title/i)).toHaveValue('A Wood Kiln');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(field(/campaign title/i)).toHaveValue('');
    expect(field(/target amount/i)).toHaveValue(null);
    expect(screen.queryByText(CAMPAIGN_CREATED_MESSAGE)).not.toBeInTheDocument();
  });

  it('sends an empty image URL as null and shows Creating... while it waits', async () => {
    const answer = createDeferred<Response>();
    let sent: Record<string, unknown> = {};
    stubFetch({
      '/api/v1/campaigns': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return answer.promise;
      },
    });
    setup();
    fillValid();
    fill(/image url/i, '');
    await submit();
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, { success: true, data: buildCampaign() }));
    expect(await screen.findByText(CAMPAIGN_CREATED_MESSAGE)).toBeVisible();
    expect(sent.imageUrl).toBeNull();
  });

  it("shows the server's own words when it refuses", async () => {
    stubFetch({
      '/api/v1/campaigns': () =>
        jsonResponse(403, {
          success: false,
          message: 'Only artists can create campaigns',
          error: 'Forbidden',
          code: 'FORBIDDEN',
          details: [],
        }),
    });
    const onCreated = setup();
    fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only artists can create campaigns');
    expect(onCreated).not.toHaveBeenCalled();
    expect(field(/campaign title/i)).toHaveValue('A Wood Kiln');
  });

  it("says 'Failed to create campaign' when the server gives no reason", async () => {
    stubFetch({ '/api/v1/campaigns': () => new Response('', { status: 400, statusText: 'Bad Request' }) });
    setup();
    fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create campaign$/);
  });

  it("says 'Network error. Please try again.' when the server cannot be reached, once", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        throw new TypeError('Failed to fetch');
      }),
    );
    setup();
    fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    // A create is never repeated behind the artist's back.
    expect(calls).toHaveLength(1);
    // Editing clears the message.
    fill(/campaign title/i, 'A Wood Kiln!');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
