import { cn } from './cn.ts';

export type ViewableArtwork = {
  type: 'image' | 'video';
  url: string;
  thumbnail: string | null;
  title: string;
  width: number | null;
  height: number | null;
};

/** An artwork at its own proportions inside the space given (never cropped or stretched); videos play. */
export function ArtworkViewer({ item, className }: { item: ViewableArtwork; className?: string }) {
  if (item.type === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: artists' uploads carry no caption track yet
      <video
        src={item.url}
        poster={item.thumbnail ?? undefined}
        controls
        preload="metadata"
        aria-label={item.title}
        className={cn('w-full bg-black object-contain', className)}
      />
    );
  }
  return (
    <img
      src={item.url}
      alt={item.title}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      className={cn('w-auto max-w-full object-contain', className)}
    />
  );
}
