import type { Plugin } from 'vite';

export declare function rewriteLucideImport(specifiers: string, iconFiles: Map<string, string>): string;
export declare function lucideDirectImports(): Plugin;
