// Chromium's launch flags for the crawlers and the browser tests: pure settings, no browser.

/**
 * Headless flags for Debian's Chromium on a machine without a GPU or outside network (see shared/STACK-NOTES.md):
 * no sandbox (root in CI), no background traffic, /tmp for shared memory. The browser tests launch with these.
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
] as const;

/**
 * Chromium flags for a crawl whose every request is fulfilled by `routeBrowserThroughContext`: the headless flags,
 * and Chromium itself resolves no host name and sends no WebRTC candidates, so a request that escaped page.route
 * (DNS prefetch, preconnect, a service worker) cannot reach anything on its own.
 */
const LOCKED_DOWN_CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--dns-prefetch-disable',
];

/**
 * A proxy nobody answers on: whatever Chromium sends by itself (IP literals included, which the resolver rule does
 * not catch) fails with ERR_PROXY_CONNECTION_FAILED. Playwright adds `<-loopback>` to the bypass list, so loopback
 * goes through it too. Pass it as the launch `proxy` option: crawlee's PlaywrightCrawler otherwise points Chromium
 * at its own local forwarding proxy, which would connect anywhere.
 */
const BLACKHOLE_PROXY = { server: 'http://127.0.0.1:9' } as const;

/** Launch options for Debian's Chromium, locked down: `chromium.launch(lockedDownLaunchOptions())`. */
export function lockedDownLaunchOptions(executablePath = '/usr/bin/chromium') {
  return { executablePath, args: [...LOCKED_DOWN_CHROMIUM_ARGS], proxy: { ...BLACKHOLE_PROXY } };
}
