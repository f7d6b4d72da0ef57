import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster, toast } from './toast.tsx';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('stays visible for 4000 ms, fades out, and is gone 300 ms later', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Profile saved');
    });
    const shown = screen.getByRole('status');
    expect(shown).toHaveTextContent('Profile saved');
    expect(shown).toHaveAttribute('data-state', 'open');

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');

    act(() => vi.advanceTimersByTime(1));
    // Fading out, it is gone for assistive tech and the keyboard, though still painted.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const fading = screen.getByText('Profile saved').closest('[data-state]');
    expect(fading).toHaveAttribute('data-state', 'closing');
    expect(fading).toHaveAttribute('aria-hidden', 'true');
    expect(fading).toHaveAttribute('inert');

    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Found 2 booking(s)', { duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1300));
    expect(screen.queryByText('Found 2 booking(s)')).not.toBeInTheDocument();
  });

  it('announces errors assertively and other types politely', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Failed to create campaign');
      toast.warning('Cannot book past dates');
      toast.info('No bookings found for this email address');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create campaign');
    const polite = screen.getAllByRole('status').map((element) => element.textContent);
    expect(polite).toEqual(['Cannot book past dates', 'No bookings found for this email address']);
  });

  it('can be dismissed before its time is up', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Availability updated successfully!');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Availability updated successfully!')).not.toBeInTheDocument();
  });
});
