import type { RefObject } from 'react';

/** The element a dialog hands focus back to when it closes; read at closing time. */
export type ReturnFocus = RefObject<HTMLElement | null>;

/**
 * A dialog opened from a menu item would return focus to that item, which is gone by then; this
 * sends it to the menu's button instead, when it is still on the page.
 */
export function focusOnClose(returnFocus: ReturnFocus | undefined) {
  return (event: Event) => {
    const element = returnFocus?.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
