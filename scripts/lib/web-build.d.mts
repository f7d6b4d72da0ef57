export declare const rootDir: string;
export declare const distIndex: string;
export declare function describeStaleBuild(): string | undefined;
export declare function binPath(relative: string): string;
export declare function buildWeb(): boolean;
export declare function ensureWebBuild(options?: { log?: (message: string) => void }): boolean;
