export declare const FIRST_TAP_SOURCE: string;
/** The exact text inside the first-tap <script> element (no tags). */
export declare function chatScriptBody(): string;
/** `'sha256-…'`, as a Content-Security-Policy's script-src lists the inline script. */
export declare function chatScriptHash(): string;
