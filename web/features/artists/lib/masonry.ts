import { useSyncExternalStore } from 'react';

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

function subscribe(onChange: () => void) {
  const media = window.matchMedia(wideQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Two columns on phones, three from tablet width up. */
export function useGalleryColumns(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(wideQuery).matches ? 3 : 2),
    () => 3,
  );
}
