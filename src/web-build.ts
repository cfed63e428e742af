import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from './logger';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(ROOT, 'web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
const SHARED_DIR = path.join(ROOT, 'src', 'contracts');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when web/dist is missing or older than any source the web app is built from. */
function webBuildIsStale(): boolean {
  const index = path.join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    path.join(WEB_DIR, 'src'),
    path.join(WEB_DIR, 'index.html'),
    path.join(WEB_DIR, 'public'),
    SHARED_DIR,
  ];
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
}

/** Builds the web app when its sources changed since the last build, so `npm start` always serves the current UI. */
export async function ensureWebBuild(logger: Logger): Promise<string> {
  if (webBuildIsStale()) {
    logger.info('Building the web app (first start, or its sources changed)...');
    const started = Date.now();
    const { build } = await import('vite');
    await build({ configFile: path.join(WEB_DIR, 'vite.config.ts'), logLevel: 'warn' });
    logger.info(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return WEB_DIST;
}
