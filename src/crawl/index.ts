/**
 * The fetch safety layer every crawler uses. The crawlee adapter lives in ./crawlee-http-client (import it from there:
 * it loads crawlee, which takes a second).
 */
export * from '../../core/crawl/backoff';
export * from '../../core/crawl/chromium-flags';
export * from '../../core/crawl/errors';
export * from '../../core/crawl/host-limiter';
export * from './browser-routing';
export * from './crawl-context';
export * from './guarded-agent';
export * from './robots';
export * from './safe-fetch';
export * from './url-policy';
