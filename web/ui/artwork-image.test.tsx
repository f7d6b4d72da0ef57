import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtworkImage, toSrcSet } from './artwork-image.tsx';

const renditions = [
  { url: '/api/v1/files/media/t.webp', width: 480 },
  { url: '/api/v1/files/media/m.webp', width: 800 },
  { url: '/api/v1/files/media/d.webp', width: 1600 },
];

describe('ArtworkImage', () => {
  it('offers every rendition with its width, and says how wide it is laid out', () => {
    render(
      <ArtworkImage
        src="/api/v1/files/media/d.webp"
        renditions={renditions}
        sizes="(min-width: 1024px) 640px, 100vw"
        alt="Moon Jar"
        width={1600}
        height={2000}
      />,
    );
    const img = screen.getByRole('img', { name: 'Moon Jar' });
    expect(img).toHaveAttribute(
      'srcset',
      '/api/v1/files/media/t.webp 480w, /api/v1/files/media/m.webp 800w, /api/v1/files/media/d.webp 1600w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 640px, 100vw');
    // The box is known before the file arrives: nothing moves when it does.
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '2000');
  });

  it('loads lazily and decodes off the main thread unless it has priority', () => {
    render(<ArtworkImage src="/a.webp" alt="Later" />);
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('decoding', 'async');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the priority picture at once and first', () => {
    render(<ArtworkImage src="/a.webp" alt="First" priority />);
    const first = screen.getByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('decoding');
  });

  it('has neither srcset nor sizes without renditions (a video poster, a campaign picture)', () => {
    render(<ArtworkImage src="/a.webp" renditions={[]} sizes="100vw" alt="One file" />);
    const img = screen.getByRole('img', { name: 'One file' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(toSrcSet([])).toBeUndefined();
  });
});
