import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_MAX_BYTES } from '#shared/constants.ts';

const templatePath = new URL('./nginx-site.conf.template', import.meta.url);

export type SiteOptions = {
  /** What `listen` gets: '80', '127.0.0.1:8080', … */
  listen: string;
  /** host:port of every app instance. */
  instances: string[];
  accessLog: string;
};

/** Room for the multipart envelope around the largest file the app accepts. */
export const maxBodySize = `${Math.ceil(MEDIA_MAX_BYTES / 1024 / 1024) + 1}m`;

/** The `http`-level part of the config: what the README quotes and what the suite runs. */
export function renderSiteConfig({ listen, instances, accessLog }: SiteOptions): string {
  return readFileSync(templatePath, 'utf8')
    .replace('{{instances}}', instances.map((address) => `  server ${address};`).join('\n'))
    .replace('{{listen}}', listen)
    .replace('{{accessLog}}', accessLog)
    .replace('{{maxBodySize}}', maxBodySize);
}

/**
 * A whole nginx.conf that keeps every file it writes (pid, logs, temp bodies) under `prefix`,
 * so it runs without touching /etc/nginx or /var and without root.
 */
export function renderNginxConfig(prefix: string, site: Omit<SiteOptions, 'accessLog'>): string {
  const indent = (text: string) => text.replace(/^(?=.)/gm, '  ');
  return [
    workerUser(),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
    ),
    indent(renderSiteConfig({ ...site, accessLog: `${prefix}/access.log` })),
    '}',
    '',
  ].join('\n');
}

/**
 * Started as root, nginx would switch its workers to a compiled-in user that may not exist;
 * name an unprivileged one that does. Otherwise the directive is ignored with a warning, so leave it out.
 */
function workerUser(): string {
  if (process.getuid?.() !== 0) return '';
  const groups = readFileSync('/etc/group', 'utf8');
  return `user nobody ${/^nogroup:/m.test(groups) ? 'nogroup' : 'nobody'};`;
}

/** One line of the `easel` access-log format. */
export type AccessLogEntry = { client: string; request: string; status: number; upstream: string };

export type Nginx = {
  baseURL: string;
  /** The access log so far. A request is logged when it ends, so the order is not the order sent. */
  accessLog(): AccessLogEntry[];
  errorLog(): string;
  stop(): Promise<void>;
};

export async function startNginx(nginxPath: string, port: number, instances: string[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'easel-nginx-'));
  // Workers (an unprivileged user when started as root) create temp files under the prefix.
  chmodSync(prefix, 0o755);
  const configPath = join(prefix, 'nginx.conf');
  writeFileSync(configPath, renderNginxConfig(prefix, { listen: `127.0.0.1:${port}`, instances }));
  const child = spawn(nginxPath, ['-p', prefix, '-c', configPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const read = (name: string) =>
    existsSync(join(prefix, name)) ? readFileSync(join(prefix, name), 'utf8') : '';
  const nginx: Nginx = {
    baseURL: `http://127.0.0.1:${port}`,
    accessLog: () => read('access.log').split('\n').filter(Boolean).map(parseAccessLogLine),
    errorLog: () => `${output}${read('error.log')}`,
    async stop() {
      await stopChild(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
  try {
    await waitForListening(nginx.baseURL, child);
  } catch (err) {
    const log = nginx.errorLog();
    await nginx.stop();
    throw new Error(`${(err as Error).message}\n--- nginx output ---\n${log}`);
  }
  return nginx;
}

function parseAccessLogLine(line: string): AccessLogEntry {
  const match = /^(\S+) "([^"]*)" (\d+) upstream=(.*)$/.exec(line);
  if (!match) throw new Error(`Unexpected access-log line: ${line}`);
  return { client: match[1]!, request: match[2]!, status: Number(match[3]), upstream: match[4]! };
}

async function waitForListening(baseURL: string, child: ChildProcess, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`nginx did not proxy GET /api/v1/health within ${timeoutMs / 1000} s`);
}

/** SIGQUIT is nginx's graceful stop; it waits for open streams, so SIGTERM follows if they linger. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGQUIT');
  const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
  await exited;
  clearTimeout(timer);
}
