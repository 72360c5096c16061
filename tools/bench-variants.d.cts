export type Variant = { name: string; label: string; edit: (html: string) => string };
export declare const VARIANTS: readonly Variant[];
export declare function withoutScripts(html: string): string;
export declare function withoutFonts(html: string): string;
export declare function withoutIcons(html: string): string;
