import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from '#shared/server-rendered-pages.ts';
import { useGalleryColumns } from './masonry.ts';

/** A screen whose width the test sets; `resize` tells the listeners as a browser would. */
function screenOf(wide: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return wide;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockReturnValue(media as unknown as MediaQueryList);
  return {
    resize(next: boolean) {
      wide = next;
      for (const listener of listeners) listener();
    },
  };
}

function renderColumns() {
  const seen: number[] = [];
  const hook = renderHook(() => {
    const columns = useGalleryColumns();
    seen.push(columns);
    return columns;
  });
  return { ...hook, seen };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
  delete document.documentElement.dataset.appReady;
});

describe('useGalleryColumns', () => {
  it('draws for the screen from the first render when the page was not rendered by the server', () => {
    screenOf(false);
    expect(renderColumns().seen).toEqual([2]);
    screenOf(true);
    expect(renderColumns().seen).toEqual([3]);
  });

  it("hydrates with the server's three columns, then re-arranges for a phone", async () => {
    screenOf(false);
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = SERVER_STATE_ELEMENT_ID;
    document.body.append(state);
    const { result, seen } = renderColumns();
    expect(seen[0]).toBe(3);
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('follows the screen across the tablet width', async () => {
    const screen = screenOf(false);
    const { result } = renderColumns();
    expect(result.current).toBe(2);
    act(() => screen.resize(true));
    await waitFor(() => expect(result.current).toBe(3));
    act(() => screen.resize(false));
    await waitFor(() => expect(result.current).toBe(2));
  });
});
