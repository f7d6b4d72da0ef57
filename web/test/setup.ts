import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… waits for lazily imported dialogs and routes; on a busy two-core machine the first import
// of a chunk can take over testing-library's default second. A longer bound asserts nothing new.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});

// jsdom has no matchMedia; the theme and responsive code ask it. Tests see a light, wide screen.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

// React Router's ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Radix primitives measure elements and observe resizes, which jsdom does not implement.
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
for (const method of ['hasPointerCapture', 'releasePointerCapture', 'scrollIntoView'] as const) {
  if (!(method in Element.prototype)) {
    Object.defineProperty(Element.prototype, method, { value: vi.fn(), configurable: true, writable: true });
  }
}
