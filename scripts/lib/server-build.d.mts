export declare const serverEntry: string;
export declare const serverNodeArgs: string[];
export declare function describeStaleServerBuild(): string | undefined;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
