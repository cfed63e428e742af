import type { Client } from './client';

/** Starts an analysis of the idea as its founder and waits for its run to end; returns the run's id. */
export async function analyzeIdea(client: Client, ideaId: string): Promise<string> {
  const start = await client.post(`/api/ideas/${ideaId}/analyze`);
  if (start.status !== 202)
    throw new Error(`analyze answered ${start.status}: ${JSON.stringify(start.body)}`);
  const runId = start.body.runId as string;
  for (let i = 0; i < 600; i++) {
    const run = await client.get(`/api/runs/${encodeURIComponent(runId)}`);
    if (run.body.status !== 'running' && run.body.status !== 'queued') {
      if (run.body.status !== 'completed') throw new Error(`analysis ${run.body.status}: ${run.body.error}`);
      return runId;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`analysis ${runId} did not end`);
}
