import type { CDPSession, Page } from 'playwright-core';

export declare function phoneContextOptions(): {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: true;
  hasTouch: true;
  ignoreHTTPSErrors: true;
  locale: string;
};
export declare function throttle(page: Page): Promise<CDPSession>;
