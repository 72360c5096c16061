// Lighthouse's mobile profile applied for real through Chromium's DevTools protocol
// (Lighthouse's "devtools" throttling): the one definition the throttled browser tests
// and `npm run editor-wait` share.

/**
 * Lighthouse's mobile preset (12 and 13 alike; as this file applies it): 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up,
 * CPU 4× slower.
 * @type {{
 *   readonly latencyMs: number,
 *   readonly downloadKbps: number,
 *   readonly uploadKbps: number,
 *   readonly cpuSlowdown: number,
 *   readonly viewport: { readonly width: number, readonly height: number },
 *   readonly deviceScaleFactor: number,
 * }}
 */
const PHONE = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
};

/**
 * Playwright context options of the phone (a self-signed loopback certificate is accepted).
 * @returns {{
 *   viewport: { width: number, height: number },
 *   deviceScaleFactor: number,
 *   isMobile: true,
 *   hasTouch: true,
 *   ignoreHTTPSErrors: true,
 *   locale: string,
 * }}
 */
const phoneContextOptions = () => ({
  viewport: PHONE.viewport,
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  ignoreHTTPSErrors: true,
  locale: 'es-CO',
});

/**
 * Throttles `page`'s network and CPU as the phone's (or as `profile`'s); call before navigating.
 * @param {import('playwright-core').Page} page
 * @param {{ latencyMs: number, downloadKbps: number, uploadKbps: number, cpuSlowdown: number }} [profile]
 * @returns {Promise<import('playwright-core').CDPSession>}
 */
async function throttle(page, profile = PHONE) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return cdp;
}

module.exports = { PHONE, phoneContextOptions, throttle };
