import type { Plugin, Rollup } from 'vite';

export declare function isInlinedCss(fileName: string): boolean;
export declare function inlineStylesheets(html: string, bundle: Rollup.OutputBundle): string;
export declare function inlineCss(): Plugin;
