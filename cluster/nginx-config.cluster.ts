import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNginxConfig, renderSiteConfig } from './nginx.ts';

// The README's "Running several instances" quotes the nginx config the scale-out suite runs;
// these keep the two from drifting apart, and the quoted one valid.

const readmeExample = {
  listen: '80',
  instances: ['10.0.0.11:3000', '10.0.0.12:3000'],
  accessLog: '/var/log/nginx/easel-access.log',
};

function readmeNginxBlock(): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Running several instances'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README has no nginx block under "Running several instances"');
  return block[1]!;
}

describe('the nginx configuration in the README', () => {
  it('is the template the suite runs, rendered for two instances', () => {
    expect(readmeNginxBlock()).toBe(renderSiteConfig(readmeExample));
  });

  it('passes nginx -t', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'easel-nginx-check-'));
    try {
      chmodSync(prefix, 0o755);
      const configPath = join(prefix, 'nginx.conf');
      writeFileSync(configPath, renderNginxConfig(prefix, readmeExample));
      const check = spawnSync(process.env.NGINX_PATH!, ['-t', '-p', prefix, '-c', configPath], {
        encoding: 'utf8',
      });
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
