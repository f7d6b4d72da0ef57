import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { type PageProblems, watchProblems } from './problems.ts';
import { rootDir } from './server-process.ts';

export type Viewport = { width: number; height: number };
export const desktop: Viewport = { width: 1280, height: 800 };
export const mobile: Viewport = { width: 390, height: 844 };
export const viewports = { desktop, mobile } as const;

export const artifactsDir = join(rootDir, 'e2e', 'artifacts');

export type OpenPageOptions = {
  viewport?: Viewport;
  /** Navigate here first (relative to the test server, e.g. '/marketplace'). */
  path?: string;
  /** false: a browser with JavaScript off, as a reader or a crawler without it sees the page. */
  javaScript?: boolean;
};

export type OpenedPage = {
  page: Page;
  context: BrowserContext;
  /** Recorded from before the first navigation; call `problems.expectNone()` at the end. */
  problems: PageProblems;
};

const open = new Set<{ context: BrowserContext; profileDir: string }>();

/** The test server's address, e.g. http://127.0.0.1:41234. */
export function baseURL(): string {
  return inject('baseURL');
}

/**
 * A page in a brand-new browser profile (no stored session, no cookies), so tests never leak
 * state into each other. It is closed after the test by setup.ts; `page.goto('/path')` is
 * relative to the test server.
 */
export async function openPage(options: OpenPageOptions = {}): Promise<OpenedPage> {
  const profileDir = mkdtempSync(join(tmpdir(), 'easel-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    viewport: options.viewport ?? desktop,
    baseURL: baseURL(),
    javaScriptEnabled: options.javaScript ?? true,
  });
  open.add({ context, profileDir });
  const page = context.pages()[0] ?? (await context.newPage());
  if (options.javaScript ?? true) waitForTheAppOnLoads(page);
  const problems = watchProblems(page);
  if (options.path) await page.goto(options.path);
  return { page, context, problems };
}

/**
 * A server-rendered page shows its buttons before the app has hydrated them; a click before then is
 * only acted on once the app is ready (shared/entry-after-paint-script.ts). So each page load (goto,
 * reload) of an HTML page returns once the app has taken over (web/main.tsx sets
 * `<html data-app-ready>`), and a test sees each click's effect where it clicked.
 */
function waitForTheAppOnLoads(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, {
          timeout: 30_000,
        });
      }
      return response;
    }) as never;
  }
}

/** Closes every browser opened by openPage and removes their profiles. */
export async function closePages(): Promise<void> {
  const all = [...open];
  open.clear();
  await Promise.all(
    all.map(async ({ context, profileDir }) => {
      await context.close().catch(() => {});
      rmSync(profileDir, { recursive: true, force: true });
    }),
  );
}

/** 'mobile' below 768 px wide, otherwise 'desktop'. */
export function viewportName(page: Page): 'desktop' | 'mobile' {
  return (page.viewportSize()?.width ?? desktop.width) < 768 ? 'mobile' : 'desktop';
}

/**
 * A full-page shot shows the whole page at once, but what is below the fold is only drawn when
 * scrolled to: lazy images would show as empty boxes, and blocks under `content-visibility: auto`
 * as blank space. Those blocks are drawn and the images loaded first (at most 5 s), as a person
 * scrolling down would see them. The page is shot from the top, where its sticky header and
 * sidebar belong.
 */
async function preparePageForFullShot(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    const waiting = [...document.images].filter((img) => img.loading === 'lazy' && !img.complete);
    for (const img of waiting) img.loading = 'eager';
    const loaded = Promise.all(waiting.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** Full-page PNG (the screen, while a dialog is open) at e2e/artifacts/<name>-<desktop|mobile>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}-${viewportName(page)}.png`);
  // With a dialog or sheet open, the page behind it is not what a person sees: shoot the screen.
  const dialogOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  if (!dialogOpen) await preparePageForFullShot(page);
  await page.screenshot({ path, fullPage: !dialogOpen, animations: 'disabled' });
  return path;
}

/**
 * Lets entrance animations (a toast fading in, a dialog opening) finish, so axe measures colours
 * as a person sees them rather than mid-fade. Endless ones (spinners, skeletons) are not awaited.
 */
async function waitForFiniteAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

const CLOSING_TOAST = '[data-state="closing"]';

/** Resolves once no toast is fading out (a fade takes 300 ms; the wait gives up after 2 s). */
async function waitForClosingToasts(page: Page): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector), CLOSING_TOAST, {
    timeout: 2_000,
  });
}

/**
 * Notes, inside the page, whether a toast starts fading out from now on: a toast whose 4 s run out
 * while axe measures is caught half-transparent, and its text then fails contrast that, fully
 * shown, it passes.
 */
async function watchForClosingToasts(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const state = window as unknown as { easelToastClosed?: boolean; easelToastWatch?: MutationObserver };
    state.easelToastWatch?.disconnect();
    state.easelToastClosed = Boolean(document.querySelector(selector));
    state.easelToastWatch = new MutationObserver(() => {
      if (document.querySelector(selector)) state.easelToastClosed = true;
    });
    state.easelToastWatch.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  }, CLOSING_TOAST);
}

async function toastClosedDuringRun(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const state = window as unknown as { easelToastClosed?: boolean; easelToastWatch?: MutationObserver };
    state.easelToastWatch?.disconnect();
    return state.easelToastClosed === true;
  });
}

async function seriousAxeViolations(page: Page, options: { exclude?: string[]; disableRules?: string[] }) {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Runs axe on the current page and fails listing every serious or critical violation. A run
 * during which a toast faded out is measured again once it has gone, so the verdict is on what a
 * person reads rather than on a frame of an exit transition; a page that fails twice fails.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  options: { exclude?: string[]; disableRules?: string[] } = {},
): Promise<void> {
  await waitForFiniteAnimations(page);
  await waitForClosingToasts(page);
  await watchForClosingToasts(page);
  let serious = await seriousAxeViolations(page, options);
  const toastClosed = await toastClosedDuringRun(page);
  if (serious.length > 0 && toastClosed) {
    await waitForClosingToasts(page);
    serious = await seriousAxeViolations(page, options);
  }
  if (serious.length === 0) return;
  const lines = serious.flatMap((v) => [
    `${v.id} (${v.impact}): ${v.help}`,
    ...v.nodes.slice(0, 5).map((node) => `    at ${node.target.join(' ')}`),
  ]);
  throw new Error(
    `axe found ${serious.length} serious/critical violation(s) on ${page.url()}:\n${lines.join('\n')}`,
  );
}
