import type { Plugin } from 'vite';

export declare function precompressDir(dir: string): void;
export declare function precompress(): Plugin;
