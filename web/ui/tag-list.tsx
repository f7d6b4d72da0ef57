import { TAGS_SHOWN } from '#shared/constants.ts';

/** Spec §2 and §9: the first three tags, then '+N more' (feed, galleries, media cards). */
export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, TAGS_SHOWN);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className="flex flex-wrap items-center gap-1.5">
      {shown.map((tag) => (
        <li
          key={tag}
          className="max-w-full truncate rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted"
        >
          #{tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="px-1 text-xs font-medium text-ink-muted" title={tags.slice(TAGS_SHOWN).join(', ')}>
          +{hidden} more
        </li>
      ) : null}
    </ul>
  );
}
