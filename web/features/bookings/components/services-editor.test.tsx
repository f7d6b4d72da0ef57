import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '#shared/schemas/calendar.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { artistId, json, Providers, service, stubApi } from './availability-calendar/calendar-test-kit.tsx';
import { ServicesEditor } from './services-editor.tsx';

const commission = service({
  id: 'a1a1a1a1-0000-4000-8000-000000000006',
  slug: 'commission',
  name: 'Art Commission',
  duration: 'variable',
  durationMinutes: 60,
  price: null,
  priceLabel: 'Quote',
  cancellationPolicy: 'strict',
});
const freeChat = service({
  id: 'a1a1a1a1-0000-4000-8000-000000000007',
  slug: 'chat',
  name: 'Studio Chat',
  duration: '30 minutes',
  durationMinutes: 30,
  price: 0,
  priceLabel: '0 MACS',
});

function renderEditor(list: Service[], routes: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    [`GET /services/artist/${artistId}`]: () => json({ success: true, data: list }),
    'GET /services/categories': () =>
      json({
        success: true,
        data: [
          {
            id: 'portrait',
            name: 'Portrait Session',
            duration: '2 hours',
            durationMinutes: 120,
            price: 120,
            priceLabel: '120 MACS',
          },
        ],
      }),
    ...routes,
  });
  render(
    <Providers>
      <ServicesEditor artistId={artistId} />
    </Providers>,
  );
  return calls;
}

const saved = (init: RequestInit | undefined) =>
  json({ success: true, data: { ...service(), ...JSON.parse(String(init?.body)) } }, 201);

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe('services editor', () => {
  it('lists the services with their length, price or Quote, and cancellation policy', async () => {
    renderEditor([service(), commission, freeChat]);
    const list = await screen.findByRole('list', { name: 'Your services' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Art Consultation1 hour · 60 min · Flexible cancellation75 MACS');
    expect(rows[1]).toHaveTextContent('Art Commissionvariable · 60 min · Strict cancellationQuote');
    // Nothing is held for a free service, so no policy to show.
    expect(rows[2]).toHaveTextContent(/^Studio Chat30 minutes · 30 minFree$/);
  });

  it('invites the first service when there is none', async () => {
    renderEditor([]);
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeVisible();
  });

  it('adds a service from the catalogue or from scratch, with the schema messages', async () => {
    const calls = renderEditor([service()], { 'POST /services': saved });
    await userEvent.click(await screen.findByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' });
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: /^Length in minutes/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(within(dialog).getByText('Service name is required')).toBeVisible();
    expect(
      within(dialog).getByText('Duration must be a whole number of minutes from 15 to 720'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Price must be a number of MACS from 0 to 1,000,000, or empty for Quote'),
    ).toBeVisible();

    const policy = within(dialog).getByRole('combobox', { name: /^Cancellation policy/ });
    expect(policy).toHaveValue('flexible');
    expect(policy).toHaveAccessibleDescription(
      'Full refund if you cancel at least 24 hours before the session; no refund after that. Applies to paid sessions and accepted quotes.',
    );
    expect(
      within(policy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Flexible', 'Moderate', 'Strict']);
    await userEvent.selectOptions(policy, 'moderate');
    expect(
      within(dialog).getByText(
        /^Full refund if you cancel at least 72 hours before the session; half after that\./,
      ),
    ).toBeVisible();
    // Starting from the catalogue keeps the policy already chosen.
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: /^Start from the catalogue/ }),
      'portrait',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Portrait Session');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Quote/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Service added')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Portrait Session',
      durationMinutes: 120,
      duration: '2 hours',
      price: null,
      cancellationPolicy: 'moderate',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("edits a service and shows the server's refusal inside the dialog", async () => {
    let refuse = true;
    const calls = renderEditor([service()], {
      [`PUT /services/${service().id}`]: (init) =>
        refuse
          ? json({ success: false, message: 'You already have a service called that' }, 409)
          : saved(init),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Art Consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    const price = within(dialog).getByRole('spinbutton', { name: /^Price in MACS/ });
    expect(price).toHaveValue(75);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Cancellation policy/ }),
      'strict',
    );
    await userEvent.clear(price);
    await userEvent.type(price, '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText('You already have a service called that')).toBeVisible();
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Service updated')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Art Consultation',
      durationMinutes: 60,
      duration: '1 hour',
      price: 80,
      cancellationPolicy: 'strict',
    });
  });

  it('deletes only after confirmation', async () => {
    const calls = renderEditor([service()], {
      [`DELETE /services/${service().id}`]: () => json({ success: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Art Consultation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Art Consultation?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Art Consultation' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Art Consultation?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Service deleted')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
