import type { CDPSession, Page } from 'playwright-core';

/** Lighthouse 12 mobile, as tools/phone-profile.cjs applies it. */
export declare const PHONE: {
  readonly latencyMs: number;
  readonly downloadKbps: number;
  readonly uploadKbps: number;
  readonly cpuSlowdown: number;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly deviceScaleFactor: number;
};
export declare function phoneContextOptions(): {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: true;
  hasTouch: true;
  ignoreHTTPSErrors: true;
  locale: string;
};
export declare function throttle(page: Page): Promise<CDPSession>;
