import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_REASON_MESSAGE } from '#shared/schemas/moderation.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildUser, done, maya, ok, operatorId, ops, renderAdmin, serveAdmin } from '../test-kit.tsx';
import { PeoplePanel } from './people-panel.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const sam = buildUser({ reportsAgainst: 2 });
const mayaUser = buildUser({
  ...maya,
  email: 'maya@easel.test',
  role: 'artist',
  verified: true,
  suspended: true,
  suspendedReason: 'Selling stolen work',
  joinedAt: '2024-11-02T09:00:00.000Z',
});
const me = buildUser({ ...ops, email: 'ops@easel.test', role: 'admin' });

/** Stands in for the console, which owns the search text. */
function SearchHost() {
  const [search, setSearch] = useState('');
  return <PeoplePanel operatorId={operatorId} search={search} onSearchChange={setSearch} />;
}

describe('the people tab', () => {
  it('lists people with their standing, and no suspend button on the operator themself', async () => {
    serveAdmin({ '/api/v1/admin/users': () => ok([sam, mayaUser, me]) });
    renderAdmin(<PeoplePanel operatorId={operatorId} search="" onSearchChange={() => {}} />);

    const samRow = await screen.findByRole('article', { name: 'Sam Rivera' });
    expect(within(samRow).getByText(/@sam · sam@easel\.test/)).toBeInTheDocument();
    expect(within(samRow).getByText('Supporter')).toBeInTheDocument();
    expect(within(samRow).getByText(/Joined Mar 10, 2025/)).toBeInTheDocument();
    expect(within(samRow).getByText('2 reports against them')).toBeInTheDocument();
    expect(
      within(samRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Suspend', 'Grant verified badge']);

    const mayaRow = screen.getByRole('article', { name: 'Maya Chen' });
    expect(within(mayaRow).getByText('Verified')).toBeInTheDocument();
    expect(within(mayaRow).getByText('Artist')).toBeInTheDocument();
    expect(within(mayaRow).getByText('Suspended')).toBeInTheDocument();
    expect(within(mayaRow).getByText('Selling stolen work')).toBeInTheDocument();
    expect(
      within(mayaRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unsuspend', 'Remove verified badge']);

    const meRow = screen.getByRole('article', { name: 'Olive Ops' });
    expect(within(meRow).getByText('You')).toBeInTheDocument();
    expect(within(meRow).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('searches as the operator stops typing', async () => {
    const api = serveAdmin({
      '/api/v1/admin/users': (url) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        return ok(q === 'maya' ? [mayaUser] : [sam, mayaUser]);
      },
    });
    renderAdmin(<SearchHost />);
    await screen.findByRole('article', { name: 'Sam Rivera' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'maya');
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sam Rivera' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Maya Chen' })).toBeInTheDocument();
    const searched = api.calls.filter((url) => url.includes('/admin/users'));
    // One call for the empty list, one once typing stopped: not one per key.
    expect(searched.map((url) => new URL(url, 'http://localhost').searchParams.get('q'))).toEqual([
      null,
      'maya',
    ]);
  });

  it('says when nobody matches', async () => {
    serveAdmin({ '/api/v1/admin/users': () => ok([]) });
    renderAdmin(<PeoplePanel operatorId={operatorId} search="zz" onSearchChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Nobody matches “zz”' })).toBeInTheDocument();
  });

  it('suspends with a reason and grants the badge with the right bodies', async () => {
    const api = serveAdmin({
      '/api/v1/admin/users': () => ok([sam]),
      [`/api/v1/admin/users/${sam.id}/suspend`]: () => done('Sam Rivera is suspended'),
      [`/api/v1/admin/users/${sam.id}/verified`]: () => done('Verified badge granted'),
    });
    renderAdmin(<PeoplePanel operatorId={operatorId} search="" onSearchChange={() => {}} />);
    const row = await screen.findByRole('article', { name: 'Sam Rivera' });

    await userEvent.click(within(row).getByRole('button', { name: 'Suspend' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend Sam Rivera' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText(MODERATION_REASON_MESSAGE)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam in 40 comments');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Sam Rivera is suspended')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Grant verified badge' }));
    dialog = await screen.findByRole('dialog', { name: 'Grant verified badge' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Identity checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant badge' }));
    expect(await screen.findByText('Verified badge granted')).toBeInTheDocument();

    expect(api.posted).toEqual([
      { path: `/api/v1/admin/users/${sam.id}/suspend`, body: { reason: 'Spam in 40 comments' } },
      {
        path: `/api/v1/admin/users/${sam.id}/verified`,
        body: { verified: true, reason: 'Identity checked' },
      },
    ]);
  });
});
