import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  checkAvatarFile,
  checkMediaFile,
  MEDIA_MAX_BYTES,
  mediaKindOf,
  uploadMessages,
} from './uploads.ts';

const goodAvatar = { type: 'image/png', size: 1000, width: 400, height: 400 };

describe('checkAvatarFile', () => {
  it('accepts a square image within the limits, including the exact boundaries', () => {
    expect(checkAvatarFile(goodAvatar)).toBeNull();
    expect(checkAvatarFile({ ...goodAvatar, size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ ...goodAvatar, width: 100, height: 100 })).toBeNull();
    expect(checkAvatarFile({ ...goodAvatar, width: 120, height: 100 })).toBeNull();
    expect(checkAvatarFile({ ...goodAvatar, width: 400, height: 500 })).toBeNull();
  });

  it('uses the spec messages word for word', () => {
    expect(checkAvatarFile({ ...goodAvatar, type: 'application/pdf' })).toBe(
      'Please select a valid image file',
    );
    expect(checkAvatarFile({ ...goodAvatar, size: AVATAR_MAX_BYTES + 1 })).toBe(
      'File size must be less than 5MB',
    );
    expect(checkAvatarFile({ ...goodAvatar, width: 99, height: 99 })).toBe(
      'Image must be at least 100x100 pixels',
    );
    expect(checkAvatarFile({ ...goodAvatar, width: 400, height: 200 })).toBe(
      'Image should be roughly square for best results',
    );
    expect(checkAvatarFile({ ...goodAvatar, width: null, height: null })).toBe('Invalid image file');
  });

  it('returns only the first error in the spec order', () => {
    expect(checkAvatarFile({ type: 'text/html', size: AVATAR_MAX_BYTES * 2, width: 10, height: 90 })).toBe(
      uploadMessages.avatarType,
    );
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES * 2, width: 10, height: 90 })).toBe(
      uploadMessages.avatarSize,
    );
    expect(checkAvatarFile({ type: 'image/jpeg', size: 10, width: 50, height: 200 })).toBe(
      uploadMessages.avatarMinSize,
    );
    expect(checkAvatarFile({ ...goodAvatar, width: 121, height: 100 })).toBe(uploadMessages.avatarAspect);
    expect(checkAvatarFile({ ...goodAvatar, width: 100, height: 126 })).toBe(uploadMessages.avatarAspect);
  });
});

describe('checkMediaFile', () => {
  it('accepts every spec extension in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.webp', 'f.mp4', 'g.MOV', 'h.avi']) {
      expect(checkMediaFile({ name, size: 10 })).toBeNull();
    }
    expect(checkMediaFile({ name: 'clip.webm', size: MEDIA_MAX_BYTES })).toBeNull();
  });

  it('rejects other extensions first, then files over 50 MB', () => {
    expect(checkMediaFile({ name: 'vector.svg', size: MEDIA_MAX_BYTES + 1 })).toBe(
      'Please select a valid image (JPG, PNG, GIF, WebP) or video (MP4, MOV, AVI, WebM) file.',
    );
    expect(checkMediaFile({ name: 'noextension', size: 1 })).toBe(uploadMessages.mediaType);
    expect(checkMediaFile({ name: 'big.mp4', size: MEDIA_MAX_BYTES + 1 })).toBe(
      'File size must be less than 50MB.',
    );
  });

  it('tells images from videos by extension', () => {
    expect(mediaKindOf('photo.final.PNG')).toBe('image');
    expect(mediaKindOf('clip.mov')).toBe('video');
    expect(mediaKindOf('page.html')).toBeNull();
  });
});
