import type { Plugin } from 'vite';

export type ChunkWeight = { fileName: string; gzip: number };
export type LazyWeight = { fileName: string; source: string; chunks: string[]; gzip: number };
export type BundleWeights = { home: { chunks: ChunkWeight[]; gzip: number }; lazy: LazyWeight[] };
export type BudgetOptions = {
  homeRouteModule: string;
  homeKb: number;
  lazyKb: number;
  /** Which lazy chunks (by source module) the per-route budget holds; the others are only listed. */
  isRoute?: (sourceModule: string) => boolean;
};

export declare const BUDGET_FILE: string;
export type BudgetFigures = {
  homeKb: number;
  lazyKb: number;
  home: BundleWeights['home'];
  lazy: (LazyWeight & { route: boolean })[];
};

export declare function findHtmlScripts(html: string): Set<string>;
export declare function collectStaticClosure(
  bundle: Record<string, unknown>,
  fileNames: Iterable<string>,
): Set<string>;
export declare function measureBundle(
  bundle: Record<string, unknown>,
  options: { homeRouteModule: string; htmlFileName?: string },
): BundleWeights;
export declare function judgeBundle(
  measured: BundleWeights,
  budget: { homeKb: number; lazyKb: number; isRoute?: (sourceModule: string) => boolean },
): { report: string; over: string[] };
export declare function bundleBudget(options: BudgetOptions): Plugin;
