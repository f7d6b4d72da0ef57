import { useState } from 'react';
import { firstCharacter } from '#shared/text-cut.ts';
import { ArtworkImage } from '#web/ui/artwork-image.tsx';
import { cn } from '#web/ui/cn.ts';

// Calm gradients in the palette's spirit; one is picked per campaign so a card keeps its colour.
const placeholders = [
  'from-teal-100 via-emerald-50 to-amber-100 dark:from-teal-950 dark:via-stone-900 dark:to-amber-950',
  'from-amber-100 via-orange-50 to-rose-100 dark:from-amber-950 dark:via-stone-900 dark:to-rose-950',
  'from-sky-100 via-slate-50 to-teal-100 dark:from-sky-950 dark:via-stone-900 dark:to-teal-950',
  'from-stone-200 via-stone-50 to-teal-100 dark:from-stone-800 dark:via-stone-900 dark:to-teal-950',
];

function pickPlaceholder(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return placeholders[hash % placeholders.length]!;
}

export type CampaignImageProps = {
  campaign: { id: string; title: string; imageUrl: string | null };
  className?: string;
  /**
   * The detail page's picture and the first card are on screen when the page opens: fetched at
   * once, first; cards further down wait for the scroll.
   */
  priority?: boolean;
};

/**
 * The campaign picture in a 16:9 box, cropped rather than stretched. Without a picture (or when
 * it fails to load) a soft gradient with the title's initial keeps the layout. The title always sits next to it, so the
 * image is decorative for assistive technology.
 */
export function CampaignImage({ campaign, className, priority = false }: CampaignImageProps) {
  const [failed, setFailed] = useState(false);
  const showImage = campaign.imageUrl && !failed;
  return (
    <div
      className={cn(
        'relative aspect-[16/9] overflow-hidden bg-gradient-to-br',
        pickPlaceholder(campaign.id),
        className,
      )}
    >
      {showImage ? (
        // One file: a campaign picture is a single 1200 px WebP (or an address the artist gave).
        <ArtworkImage
          src={campaign.imageUrl ?? undefined}
          alt=""
          width={1120}
          height={630}
          priority={priority}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center font-display text-7xl font-semibold text-ink/10 select-none"
        >
          {firstCharacter(campaign.title.trim()).toUpperCase()}
        </span>
      )}
    </div>
  );
}
