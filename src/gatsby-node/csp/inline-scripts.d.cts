export declare const inlineScripts: Readonly<Record<string, string>> & {
  readonly gatsbyLoader: string;
  readonly scriptPreloads: string;
  readonly tagManager: string;
  readonly fontPreloads: string;
};
export declare const GATSBY_GLOBALS_ATTRIBUTE: string;
export declare const APP_SCRIPTS_ATTRIBUTE: string;
export declare const PRELOAD_SCRIPTS_ATTRIBUTE: string;
export declare const PRELOAD_APP_SCRIPTS_ATTRIBUTE: string;
export declare const GTM_ID_ATTRIBUTE: string;
export declare const FONT_PRELOADS_ATTRIBUTE: string;
export declare const FONT_WAIT_MAX_RTT_MS: number;
export declare const FONTS_FETCHED_KEY: string;
