import { afterEach, inject } from 'vitest';
import { closePages } from './browser.ts';

// Set by global-setup.ts when Chromium, the web build or the server is missing: fail loudly, never skip.
const setupError = inject('e2eSetupError');
if (setupError) throw new Error(setupError);

afterEach(async () => {
  await closePages();
});
