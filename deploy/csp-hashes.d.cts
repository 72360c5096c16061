export declare function cspHash(text: string): string;
export declare const inlineScriptHashes: readonly string[];
