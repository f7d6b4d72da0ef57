import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockedUser } from '#shared/schemas/moderation.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { renderWithReporting, signInAs, verifyBody } from '#web/lib/reporting/test-kit.tsx';
import { clearToasts } from '#web/ui/toast-store.ts';
import { BlockedPeople } from './blocked-people.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const sam: BlockedUser = {
  id: '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b',
  name: 'Sam Rivera',
  username: 'sam',
  avatarUrl: null,
  blockedAt: '2025-03-04T10:00:00.000Z',
};
const casey: BlockedUser = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Casey Patel',
  username: 'casey',
  avatarUrl: '/api/v1/files/avatars/casey.webp',
  blockedAt: '2025-02-01T10:00:00.000Z',
};

/** GET /blocks from a list that DELETE /blocks/{id} shortens (or `fail`'s answer); returns the writes. */
function serve(initial: BlockedUser[], fail?: () => Response | null) {
  let blocks = initial;
  const deleted: string[] = [];
  stubFetch({
    '/api/v1/auth/verify': () => jsonResponse(200, verifyBody()),
    '/api/v1/blocks': () => fail?.() ?? jsonResponse(200, { success: true, data: blocks }),
    [`/api/v1/blocks/${sam.id}`]: (_url, init) => {
      deleted.push(init?.method ?? 'GET');
      blocks = blocks.filter((person) => person.id !== sam.id);
      return jsonResponse(200, { success: true, message: 'You unblocked Sam Rivera.' });
    },
  });
  return deleted;
}

describe('Settings: blocked people', () => {
  it('lists the people I blocked with their handle and since when', async () => {
    signInAs();
    serve([sam, casey]);
    renderWithReporting(<BlockedPeople />);
    expect(screen.getByRole('heading', { name: 'Blocked people' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sam Rivera');
    expect(rows[0]).toHaveTextContent('@sam');
    expect(rows[0]).toHaveTextContent('blocked since Mar 4, 2025');
    expect(within(rows[0]!).getByText('Mar 4, 2025')).toHaveAttribute('datetime', sam.blockedAt);
    expect(rows[1]).toHaveTextContent('@casey');
    expect(within(rows[1]!).getByRole('button', { name: 'Unblock Casey Patel' })).toBeVisible();
  });

  it('says so when nobody is blocked', async () => {
    signInAs();
    serve([]);
    renderWithReporting(<BlockedPeople />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Blocked people' })).toBeNull();
  });

  it('unblocks after confirming and takes the person off the list', async () => {
    signInAs();
    const deleted = serve([sam, casey]);
    renderWithReporting(<BlockedPeople />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Sam Rivera' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unblock Sam Rivera?' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('You unblocked Sam Rivera.')).toBeInTheDocument();
    expect(deleted).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock Sam Rivera' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Unblock Casey Patel' })).toBeVisible();
  });

  it('shows a failed list with Retry instead of an empty one', async () => {
    signInAs();
    let fail = true;
    serve([sam], () => (fail ? jsonResponse(400, { success: false, message: 'Blocks are resting' }) : null));
    renderWithReporting(<BlockedPeople />);
    expect(await screen.findByText('Blocks are resting')).toBeVisible();
    expect(screen.queryByText('You have not blocked anyone.')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Unblock Sam Rivera' })).toBeVisible();
  });
});
