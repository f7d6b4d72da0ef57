import { Lock } from 'lucide-react';
import { cn } from './cn.ts';

export type ViewableArtwork = {
  type: 'image' | 'video';
  url: string;
  thumbnail: string | null;
  title: string;
  width: number | null;
  height: number | null;
  /** A priced video the viewer has not bought: `url` is its poster. */
  previewOnly?: boolean;
};

/**
 * A priced video's poster with a lock: the video itself is the original a buyer pays for, so a
 * viewer who has not bought it sees what it is, not the film. `poster` may be empty (no poster).
 */
export function VideoPreview({
  poster,
  title,
  className,
}: {
  poster: string;
  title: string;
  className?: string;
}) {
  return (
    <div className={cn('relative flex w-full items-center justify-center bg-black', className)}>
      {poster ? (
        <img src={poster} alt={title} className="max-h-full w-full object-contain opacity-80" />
      ) : null}
      <p className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-black/70 px-3 py-2 text-sm font-medium text-white">
        <Lock className="size-4" aria-hidden="true" />
        Video preview: the full video comes with a purchase
      </p>
    </div>
  );
}

/** An artwork at its own proportions inside the space given (never cropped or stretched); videos play. */
export function ArtworkViewer({ item, className }: { item: ViewableArtwork; className?: string }) {
  if (item.type === 'video' && item.previewOnly) {
    return <VideoPreview poster={item.url} title={item.title} className={cn('min-h-48', className)} />;
  }
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
