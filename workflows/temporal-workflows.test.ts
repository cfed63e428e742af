import { bundleWorkflowCode } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_PATH } from './run-temporal-worker';

describe('Temporal workflow bundle', () => {
  it('bundles every workflow for the Temporal sandbox', async () => {
    const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: quietLogger });
    expect(code).toContain('analyzeIdea');
  }, 60_000);
});

const quiet = () => {};
const quietLogger = { log: quiet, trace: quiet, debug: quiet, info: quiet, warn: quiet, error: quiet };
