import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/**
 * Focus goes back to what opened the dialog when it closes. Radix returns it to a Dialog.Trigger
 * only, and most of our dialogs open from a plain button with `open` state (Buy, Make Offer, Book
 * Session, Contribute…), so Escape left a keyboard user on <body> at the top of the page. The
 * opener is the element focused as the dialog takes focus. A caller's own onCloseAutoFocus (a menu's
 * button for a dialog opened from its item, which is gone by then) goes first; an opener no longer
 * on the page leaves it to Radix.
 */
export function useReturnFocusToOpener({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
