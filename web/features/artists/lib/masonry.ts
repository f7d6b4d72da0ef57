import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '#web/lib/hydration.ts';

/** Splits items into columns, each next item going to the shortest one, so the newest work
 * reads left to right along the top and no column runs far longer than another. */
export function arrangeInColumns<T>(
  items: readonly T[],
  columns: number,
  heightOf: (item: T) => number,
): T[][] {
  const result: T[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  const heights = result.map(() => 0);
  for (const item of items) {
    const shortest = heights.indexOf(Math.min(...heights));
    result[shortest]!.push(item);
    heights[shortest]! += heightOf(item);
  }
  return result;
}

const wideQuery = '(min-width: 768px)';
/** The server cannot know the screen, so it lays the gallery out for the widest. */
const SERVER_COLUMNS = 3;
const columnsFor = (media: MediaQueryList) => (media.matches ? 3 : 2);

/**
 * Two columns on phones, three from tablet width up. A server-rendered page hydrates with the
 * server's three, then re-arranges for a phone as a transition: a synchronous re-render right after
 * hydration (what useSyncExternalStore does when the server's value differs) held a slow phone's main
 * thread for some 120 ms in one task.
 */
export function useGalleryColumns(): number {
  const [columns, setColumns] = useState(() =>
    isHydrating() ? SERVER_COLUMNS : columnsFor(window.matchMedia(wideQuery)),
  );
  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const update = () => startTransition(() => setColumns(columnsFor(media)));
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return columns;
}
