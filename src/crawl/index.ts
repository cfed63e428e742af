/**
 * The fetch safety layer every crawler uses. The crawlee adapter lives in ./crawlee-http-client (import it from there:
 * it loads crawlee, which takes a second).
 */
export * from './backoff';
export * from './browser-routing';
export * from './crawl-context';
export * from './errors';
export * from './guarded-agent';
export * from './host-limiter';
export * from './robots';
export * from './safe-fetch';
export * from './url-policy';
