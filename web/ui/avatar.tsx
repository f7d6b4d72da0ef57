import { useState } from 'react';
import { avatarSrcSet } from '#shared/avatar-renditions.ts';
import { firstCharacter } from '#shared/text-cut.ts';
import { cn } from './cn.ts';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const avatarSizes: Record<AvatarSize, string> = {
  xs: 'size-6 text-[0.625rem]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl',
};

/** The CSS pixels of each size above, so the browser picks the smallest rendition that is sharp. */
const avatarPixels: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96 };

/** Up to two initials from a display name: "Maya Chen" → "MC", "prince" → "P". */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = firstCharacter(words[0] ?? '');
  const last = words.length > 1 ? firstCharacter(words[words.length - 1] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export type AvatarProps = {
  name: string;
  src?: string | null | undefined;
  size?: AvatarSize;
  className?: string;
  /** Set when the name is shown next to the avatar, so screen readers do not read it twice. */
  decorative?: boolean;
};

/** A round picture of a person, falling back to their initials when there is no image or it fails. */
export function Avatar({ name, src, size = 'md', className, decorative = false }: AvatarProps) {
  // Remembering which source failed means a new source gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const srcSet = src ? avatarSrcSet(src) : undefined;
  const classes = cn(
    'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    'bg-accent-soft font-semibold text-accent-text ring-1 ring-line',
    avatarSizes[size],
    className,
  );
  const picture = showImage ? (
    <img
      src={src ?? undefined}
      srcSet={srcSet}
      sizes={srcSet ? `${avatarPixels[size]}px` : undefined}
      alt=""
      className="size-full object-cover"
      loading="lazy"
      onError={() => setFailedSrc(src ?? null)}
    />
  ) : (
    <span aria-hidden="true">{getInitials(name)}</span>
  );
  if (decorative) {
    return (
      <span aria-hidden="true" className={classes}>
        {picture}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} className={classes}>
      {picture}
    </span>
  );
}
