import type { Plugin } from 'vite';

export declare const FIRST_PAINT_FONTS: readonly {
  family: string;
  packageName: string;
  source: string;
  file: string;
  axes: Record<string, number | { min: number; max: number }>;
  weight: string;
  format: string;
}[];
export declare function codePointsOf(unicodeRange: string): string;
export declare function unicodeRangeOf(packageCss: string, sourceFile: string): string;
export declare function writeFirstPaintFonts(): Promise<void>;
export declare function firstPaintFonts(): Plugin;
