import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '../test-kit.tsx';
import { ArtworkMedia, fillsBox } from './artwork-media.tsx';

const withThumbnail = (width: number, height: number) =>
  makePost(1, { thumbnailUrl: '/api/v1/files/media/1-thumb.webp', width, height }).artwork;
const backdropOf = (container: HTMLElement) => container.querySelector('img[aria-hidden="true"]');

describe('artwork media', () => {
  it('knows when an artwork covers its whole box', () => {
    expect(fillsBox(1080, 720)).toBe(true);
    expect(fillsBox(800, 1000)).toBe(true);
    // Taller than 4:5 gets a matted box.
    expect(fillsBox(600, 1000)).toBe(false);
    expect(fillsBox(null, null)).toBe(false);
  });

  it('shows the first artwork without a blurred backdrop when nothing of it would be seen', () => {
    const { container } = render(<ArtworkMedia artwork={withThumbnail(800, 1000)} priority />);
    expect(backdropOf(container)).toBeNull();
    expect(container.querySelector('img[alt="Artwork 1"]')).toHaveClass('opacity-100');
  });

  it('keeps the backdrop for the matte of a tall portrait, and as the placeholder of later artworks', () => {
    const tall = render(<ArtworkMedia artwork={withThumbnail(600, 1000)} priority />);
    expect(backdropOf(tall.container)).toHaveAttribute('src', '/api/v1/files/media/1-thumb.webp');
    const later = render(<ArtworkMedia artwork={withThumbnail(800, 1000)} />);
    expect(backdropOf(later.container)).toHaveAttribute('src', '/api/v1/files/media/1-thumb.webp');
    expect(later.container.querySelector('img[alt="Artwork 1"]')).toHaveClass('opacity-0');
  });
});
