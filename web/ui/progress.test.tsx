import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProgressTone, Progress } from './progress.tsx';

describe('progress', () => {
  it('follows the spec colour thresholds 25, 50 and 75', () => {
    expect([0, 24.9, 25, 49.9, 50, 74.9, 75, 140].map(getProgressTone)).toEqual([
      'gray',
      'gray',
      'amber',
      'amber',
      'teal',
      'teal',
      'green',
      'green',
    ]);
  });

  it('caps the bar at full width but reports the real percentage', () => {
    render(<Progress value={140} label="Funding progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Funding progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '140%');
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
  });
});
