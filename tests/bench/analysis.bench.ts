import { fmt, percentile, timeEach } from './measure';
import type { ServedApp } from './serve';

// Ideas of different sectors and stages, so the bench is not one cached path.
/** Ideas of different sectors; shared with the memory bench. */
export const IDEAS = [
  [
    'Freight copilot',
    'An AI assistant that quotes and books loads for freight brokers. Raising a seed round.',
  ],
  [
    'Clinic scheduling',
    'Books and reschedules patient appointments for outpatient clinics, cutting no-shows.',
  ],
  ['Payroll for nannies', 'Payroll, taxes and benefits for households that employ nannies, as a mobile app.'],
  ['Solar permits', 'Software that prepares and files rooftop solar permits for installers in the US.'],
  [
    'Tutor marketplace',
    'A marketplace that matches high-school students with vetted maths and science tutors.',
  ],
  ['Fraud API', 'A real-time fraud scoring API for card payments at small online merchants.'],
] as const;
const RUNS = 12;

/** Wall time of a full analysis, offline, from POST /analyze to the saved recommendations. */
export async function benchAnalysis(app: ServedApp) {
  const cookie = await signUpFounder(app.url);
  const headers = { cookie, origin: app.url, 'content-type': 'application/json' };
  const ideaIds: string[] = [];
  for (const [title, description] of IDEAS) {
    const res = await fetch(`${app.url}/api/ideas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, description }),
    });
    ideaIds.push(((await res.json()) as { id: string }).id);
  }
  const times = await timeEach(RUNS, async (i) => {
    const res = await fetch(`${app.url}/api/ideas/${ideaIds[i % ideaIds.length]}/analyze`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    const { runId } = (await res.json()) as { runId: string };
    for (;;) {
      const run = (await (await fetch(`${app.url}/api/runs/${runId}`, { headers })).json()) as {
        status: string;
        error?: string;
      };
      if (run.status === 'completed') return;
      if (run.status !== 'running') throw new Error(`analysis ${runId} ${run.status}: ${run.error ?? ''}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  console.log(`\nFull analysis of an idea (offline agents, ${RUNS} runs over ${IDEAS.length} ideas)`);
  console.log(
    `  wall time:  p50 ${fmt(percentile(times, 50))}   p95 ${fmt(percentile(times, 95))}   (goal: p50 < 3 s)`,
  );
}

export async function signUpFounder(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      name: 'Bench Founder',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-secret',
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`sign-up failed: ${res.status}`);
  return cookie;
}
