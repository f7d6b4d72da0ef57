import { describe, expect, test } from 'vitest';
import { expectNoSeriousAxeViolations, openPage } from './support/browser.ts';

// The accessibility check every screen test relies on: it must fail on a real contrast problem,
// yet judge a toast by how it reads, not by a frame of its 300 ms fade-out.
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Axe check</title></head>
<body><main><h1>Contribution</h1><p>Thank you for backing this campaign.</p></main>${body}</body></html>`;

const fadingToast = `<section aria-label="Alerts"><div data-state="closing" aria-hidden="true"
  style="opacity:0.15;color:#1f1f1f;background:#fff">Contribution saved</div></section>`;

describe('the accessibility check', () => {
  test('fails on text whose contrast is too low', async () => {
    const { page: tab } = await openPage();
    await tab.setContent(page('<footer><p style="color:#c8c8c8;background:#fff">Terms apply</p></footer>'));
    await expect(expectNoSeriousAxeViolations(tab)).rejects.toThrow(/color-contrast/);
  });

  test('waits for a toast that is already fading out to leave', async () => {
    const { page: tab } = await openPage();
    await tab.setContent(
      page(
        `${fadingToast}<script>setTimeout(() => document.querySelector('section').remove(), 300)</script>`,
      ),
    );
    await expect(expectNoSeriousAxeViolations(tab)).resolves.toBeUndefined();
  });

  test('measures again when a toast starts fading out while axe runs', async () => {
    const { page: tab } = await openPage();
    await tab.setContent(
      page('<section aria-label="Alerts"><div data-state="open">Contribution saved</div></section>'),
    );
    // The moment axe is injected, the toast's time runs out: it is caught half-faded.
    await tab.evaluate(() => {
      let injected: unknown;
      Object.defineProperty(window, 'axe', {
        configurable: true,
        get: () => injected,
        set: (value) => {
          injected = value;
          const toast = document.querySelector<HTMLElement>('[data-state]');
          if (!toast || toast.dataset.state === 'closing') return;
          toast.dataset.state = 'closing';
          toast.setAttribute('style', 'opacity:0.15');
          setTimeout(() => toast.closest('section')?.remove(), 600);
        },
      });
    });
    await expect(expectNoSeriousAxeViolations(tab)).resolves.toBeUndefined();
  });
});
