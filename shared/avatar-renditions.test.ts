import { describe, expect, it } from 'vitest';
import { avatarSrcSet, avatarVariantUrl } from './avatar-renditions.ts';

const uploaded = '/api/v1/files/avatars/0b8f6a52-1c7e-4d7b-9a57-5c0e2d3f4a1b/512.webp';
const group = '/api/v1/files/avatars/0b8f6a52-1c7e-4d7b-9a57-5c0e2d3f4a1b';
const single = '/api/v1/files/avatars/0b8f6a52-1c7e-4d7b-9a57-5c0e2d3f4a1b.png';

describe('avatar renditions', () => {
  it('points an uploaded avatar at another size and leaves other URLs alone', () => {
    expect(avatarVariantUrl(uploaded, 64)).toBe(`${group}/64.webp`);
    expect(avatarVariantUrl(single, 64)).toBe(single);
  });

  it('offers every stored size of an uploaded avatar to the browser, and nothing for other URLs', () => {
    expect(avatarSrcSet(uploaded)).toBe(
      `${group}/64.webp 64w, ${group}/128.webp 128w, ${group}/256.webp 256w, ${group}/512.webp 512w`,
    );
    expect(avatarSrcSet(single)).toBeUndefined();
    expect(
      avatarSrcSet('https://elsewhere.example/avatars/0b8f6a52-1c7e-4d7b-9a57-5c0e2d3f4a1b/512.webp'),
    ).toBeUndefined();
  });
});
