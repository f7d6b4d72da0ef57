import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_USER_KEY } from '#shared/constants.ts';
import { json, maya, mayaId, mayaProfile, Providers, stubApi } from '../test-fixtures.tsx';
import { ProfilePanel } from './profile-panel.tsx';

const profilePath = `/profiles/${mayaId}`;
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

afterEach(() => vi.unstubAllGlobals());

async function renderPanel(user = maya) {
  render(
    <Providers>
      <ProfilePanel user={user} />
    </Providers>,
  );
}

describe('profile tab', () => {
  it('shows the profile read-only, toggles Edit Profile to Save Changes, and saves with PUT', async () => {
    const saved = { ...mayaProfile, bio: 'Porcelain and light.', location: 'Porto, Portugal' };
    const calls = stubApi({
      [`GET ${profilePath}`]: () => json({ success: true, data: mayaProfile }),
      [`PUT ${profilePath}`]: () => json({ success: true, data: saved, user: maya }),
    });
    await renderPanel();

    expect(await screen.findByText('Ceramic artist working with porcelain.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Bio/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    // The click that opens the form must not also submit it.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(field('Bio'));
    await userEvent.type(field('Bio'), 'Porcelain and light.');
    await userEvent.clear(field('Location'));
    await userEvent.type(field('Location'), 'Porto, Portugal');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);

    expect(await screen.findByText('Porcelain and light.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Maya Chen',
      username: 'maya',
      bio: 'Porcelain and light.',
      location: 'Porto, Portugal',
      website: 'https://maya.example.com',
      instagram: 'maya.clay',
      twitter: null,
      specialties: ['Porcelain', 'Glazing'],
      hourlyRate: 75,
      bookingEnabled: true,
      timezone: 'Europe/Lisbon',
    });
  });

  it('shows a taken username (409) under the field and stays in edit mode', async () => {
    const message = 'This username is already taken';
    stubApi({
      [`GET ${profilePath}`]: () => json({ success: true, data: mayaProfile }),
      [`PUT ${profilePath}`]: () => json({ success: false, message, code: 'USERNAME_TAKEN' }, 409),
    });
    await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'sam');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);

    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(screen.getAllByRole('button', { name: 'Save Changes' }).length).toBeGreaterThan(0);
    expect(field('Username')).toHaveValue('sam');
  });

  it("checks fields before sending; a refusal without a message reads 'HTTP {status}: {statusText}'", async () => {
    const calls = stubApi({
      [`GET ${profilePath}`]: () => json({ success: true, data: mayaProfile }),
      [`PUT ${profilePath}`]: () => new Response('', { status: 400, statusText: 'Bad Request' }),
    });
    await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /^Website/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Website/ }), 'maya.example');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(
      await screen.findByText('Please enter a valid URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: /^Website/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 400: Bad Request');
    expect(screen.getAllByRole('button', { name: 'Save Changes' }).length).toBeGreaterThan(0);
  });

  it('Cancel restores the saved values', async () => {
    stubApi({ [`GET ${profilePath}`]: () => json({ success: true, data: mayaProfile }) });
    await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(field('Bio'));
    await userEvent.type(field('Bio'), 'Something else');
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);

    expect(screen.getByText('Ceramic artist working with porcelain.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('Bio')).toHaveValue('Ceramic artist working with porcelain.');
  });

  it('offers a supporter to become a creator with POST /profiles', async () => {
    const supporter = { ...maya, role: 'user' as const };
    const calls = stubApi({
      'POST /profiles': () =>
        json({ success: true, data: mayaProfile, user: { ...supporter, role: 'artist' } }, 201),
    });
    await renderPanel(supporter);
    const card = screen.getByRole('heading', { name: 'Become a creator' }).parentElement!;
    await userEvent.click(within(card).getByRole('button', { name: 'Create my artist profile' }));

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_USER_KEY) ?? '{}').role).toBe('artist'),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /profiles');
  });
});
