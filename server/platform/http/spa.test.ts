import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('a built file that is not there', () => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-missing-asset-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'export {};');
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  // An open tab from before a deploy asks for chunks the new build does not have.
  it.each(['/assets/app-old999.js', '/assets/index-old.css', '/%61ssets/app-old999.js?v=1'])(
    'answers %s with a 404, not the page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    },
  );

  it('still sends the file that is there, and the page for a client route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/artists/assets' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
