import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './avatar.tsx';
import { StatusBadge } from './badge.tsx';

describe('avatar', () => {
  it('takes up to two initials', () => {
    expect(getInitials('Maya  Chen')).toBe('MC');
    expect(getInitials('Maya Li Chen')).toBe('MC');
    expect(getInitials('prince')).toBe('P');
    expect(getInitials('  ')).toBe('?');
    // Whole characters: half an emoji is no character, and the server render writes it as U+FFFD.
    expect(getInitials('🎨🎨')).toBe('🎨');
    expect(getInitials('Sam Rivera 🎨')).toBe('S🎨');
  });

  it('falls back to initials when the image fails', () => {
    const { container } = render(<Avatar name="Maya Chen" src="/broken.png" />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Maya Chen' })).toHaveTextContent('MC');
  });

  it('lets the browser pick the smallest stored rendition that is sharp at its size', () => {
    const group = '/api/v1/files/avatars/0b8f6a52-1c7e-4d7b-9a57-5c0e2d3f4a1b';
    const { container } = render(<Avatar name="Maya Chen" src={`${group}/512.webp`} size="md" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('srcset')).toContain(`${group}/64.webp 64w`);
    expect(image.getAttribute('sizes')).toBe('40px');
  });
});

describe('status badge', () => {
  it('names the status in its spec colour', () => {
    render(
      <>
        <StatusBadge status="pending" />
        <StatusBadge status="confirmed" />
        <StatusBadge status="declined" />
        <StatusBadge status="completed" />
      </>,
    );
    expect(screen.getByText('Pending').className).toContain('amber');
    expect(screen.getByText('Confirmed').className).toContain('green');
    expect(screen.getByText('Declined').className).toContain('red');
    expect(screen.getByText('Completed').className).toContain('blue');
  });
});
