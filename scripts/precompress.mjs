// Writes a .br and a .gz copy beside every text asset of the web build, so the server (@fastify/static
// with preCompressed) sends compressed files without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function precompressDir(dir) {
  for (const file of listFiles(dir)) {
    if (!compressible.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/** The Vite plugin: compresses the finished build in place. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'easel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
