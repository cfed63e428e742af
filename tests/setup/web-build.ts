import { createLogger } from '../../src/logger';
import { ensureWebBuild } from '../../src/web-build';

/** Browser journeys run against the built web app, rebuilt only when its sources changed. */
export default async function setup() {
  await ensureWebBuild(createLogger('warn', false));
}
