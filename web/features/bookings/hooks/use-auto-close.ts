import { useEffect, useRef } from 'react';

/**
 * Calls onClose once, `ms` after `active` turns true. The latest onClose is used, so a parent
 * re-rendering with a new callback does not restart the countdown.
 */
export function useAutoClose(active: boolean, ms: number, onClose: () => void) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
