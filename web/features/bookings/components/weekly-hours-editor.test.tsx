import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/ui/toast.tsx';
import { artistId, json, Providers, stubApi } from './availability-calendar/calendar-test-kit.tsx';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';

const ruleId = (weekday: number) => `00000000-0000-4000-8000-00000000000${weekday}`;
const weekly = [1, 2, 3, 4, 5].map((weekday) => ({
  id: ruleId(weekday),
  weekday,
  date: null,
  available: true,
  startTime: '09:00',
  endTime: '18:00',
}));
const rulesAnswer = () =>
  json({ success: true, data: { artistId, timezone: 'Europe/Berlin', weekly, dates: [], blocks: [] } });
const ruleAnswer = (init: RequestInit | undefined) =>
  json({
    success: true,
    data: { id: ruleId(9), date: null, available: true, ...JSON.parse(String(init?.body)) },
  });

function renderEditor(routes: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ [`GET /calendar/availability/${artistId}`]: rulesAnswer, ...routes });
  render(
    <Providers>
      <WeeklyHoursEditor artistId={artistId} />
    </Providers>,
  );
  return calls;
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe('weekly hours editor', () => {
  it('shows each weekday open with its hours or closed, in the artist zone', async () => {
    renderEditor();
    expect(await screen.findByRole('switch', { name: 'Open on Monday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Open on Sunday' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monday from' })).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Monday until' })).toHaveValue('18:00');
    expect(screen.getAllByText('Closed')).toHaveLength(2);
    expect(screen.getByText(/Berlin time/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save weekly hours' })).toBeDisabled();
  });

  it('saves only what changed: one update, one delete and one new rule', async () => {
    const calls = renderEditor({
      [`PUT /calendar/availability/${ruleId(1)}`]: ruleAnswer,
      [`DELETE /calendar/availability/${ruleId(5)}`]: () => json({ success: true }),
      'POST /calendar/availability': ruleAnswer,
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Monday until' }), '17:00');
    await userEvent.click(screen.getByRole('switch', { name: 'Open on Friday' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Open on Saturday' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saturday from' }), '10:00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saturday until' }), '14:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Weekly hours saved')).toBeVisible();
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PUT',
        `/calendar/availability/${ruleId(1)}`,
        { weekday: 1, available: true, startTime: '09:00', endTime: '17:00' },
      ],
      ['DELETE', `/calendar/availability/${ruleId(5)}`, undefined],
      [
        'POST',
        '/calendar/availability',
        { weekday: 6, available: true, startTime: '10:00', endTime: '14:00' },
      ],
    ]);
  });

  it('refuses hours that end before they start or overlap, and keeps Save disabled', async () => {
    const calls = renderEditor();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Tuesday until' }), '08:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Tuesday: The end time must be after the start time');
    expect(screen.getByRole('button', { name: 'Save weekly hours' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tuesday until' }), '12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    const tuesdayFrom = screen.getAllByRole('combobox', { name: 'Tuesday from' });
    expect(tuesdayFrom).toHaveLength(2);
    await userEvent.selectOptions(tuesdayFrom[1]!, '11:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Tuesday: These hours overlap');
    expect(screen.getByRole('button', { name: 'Save weekly hours' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("shows the server's refusal and reads the rules again", async () => {
    const calls = renderEditor({
      [`PUT /calendar/availability/${ruleId(1)}`]: () =>
        json({ success: false, message: 'Please choose a valid time (HH:MM)' }, 400),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Monday until' }), '17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Please choose a valid time (HH:MM)')).toBeVisible();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `/calendar/availability/${artistId}`)).toHaveLength(2),
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
  });
});
