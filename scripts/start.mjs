// `npm start`: build the web app and the server when needed, then run the compiled server
// (`node build/server/main.js`) in the foreground.
import { spawn } from 'node:child_process';
import { loadDotEnv } from './lib/dot-env.mjs';
import { ensureServerBuild, serverNodeArgs } from './lib/server-build.mjs';
import { ensureWebBuild, rootDir } from './lib/web-build.mjs';

loadDotEnv(rootDir);

try {
  ensureWebBuild();
  await ensureServerBuild();
} catch (err) {
  // esbuild has already printed each error with its file and line.
  console.error(err.message);
  process.exit(1);
}

// The server gets its own process group so a terminal's Ctrl+C reaches it once, through us:
// a second SIGINT would cut its graceful shutdown short.
const server = spawn(process.execPath, serverNodeArgs, {
  cwd: rootDir,
  stdio: 'inherit',
  detached: true,
});

let firstSignalAt = 0;
function forward(signal) {
  const now = Date.now();
  if (!firstSignalAt) {
    firstSignalAt = now;
    server.kill(signal);
  } else if (now - firstSignalAt > 2000) {
    // Asked again after a while: the user wants it gone now.
    console.error('Stopping the server immediately.');
    server.kill('SIGKILL');
  }
}
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
