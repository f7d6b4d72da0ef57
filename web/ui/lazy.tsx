import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * React.lazy for a named export. Dialogs, panels and forms that appear only after a click are
 * loaded this way, so a page's first download holds only what it draws (issue 7's bundle budget).
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType<Props> }>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** True from the first time `open` is true, so a lazily loaded dialog stays mounted and closes smoothly. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Renders its (lazily loaded) children from the first opening on; until then nothing is fetched.
 * The fallback is empty: a dialog has nothing to show before its code arrives.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
