import { createRequire } from 'node:module';
import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

// Loaded at the first image, not at start: sharp and libvips cost ~60 ms and ~15 MB, and most starts
// (and most requests) handle no image. A synchronous require keeps openImage() synchronous.
const requireFromHere = createRequire(import.meta.url);
let loaded: Sharp | undefined;

/** sharp, configured once for the whole process on its first use. */
export function loadSharp(): Sharp {
  if (loaded) return loaded;
  const sharp = requireFromHere('sharp') as Sharp;
  // Each sharp call holds one libuv thread until it is done, and argon2, fs and zlib share those four
  // threads: one libvips thread per operation keeps an image from also taking every core, and the
  // image queue (image-queue.ts) bounds how many operations run at once. Uploads are never read
  // twice, so libvips' operation cache would only hold memory.
  sharp.concurrency(1);
  sharp.cache(false);
  loaded = sharp;
  return sharp;
}
