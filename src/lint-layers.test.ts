import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The one-way layers are enforced by `npm run lint` (Biome's noRestrictedImports per folder, biome.json). This
// proves the rule bites: files that break it, written where the rule applies, get its diagnostic; one that keeps
// it gets none.
const ROOT = path.resolve(import.meta.dirname, '..');
const tag = `layer-probe-${process.pid}`;
const probes: Record<string, { file: string; source: string; breaks: boolean }> = {
  'core importing src': {
    file: `core/${tag}-a.ts`,
    source: "import { loadConfig } from '../src/config';\nexport const probe = loadConfig;\n",
    breaks: true,
  },
  'core importing I/O': {
    file: `core/${tag}-b.ts`,
    source: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    breaks: true,
  },
  'an agent importing src': {
    file: `agents/${tag}-c.ts`,
    source: "import { loadConfig } from '../src/config';\nexport const probe = loadConfig;\n",
    breaks: true,
  },
  'the web importing the matcher by path': {
    file: `web/src/${tag}-d.ts`,
    source:
      "import { readMatchRound } from '../../core/matching/match-round';\nexport const probe = readMatchRound;\n",
    breaks: true,
  },
  'src outside the root importing a workflow': {
    file: `src/ideas/${tag}-e.ts`,
    source: "import { TASK_QUEUE } from '../../workflows/shared';\nexport const probe = TASK_QUEUE;\n",
    breaks: true,
  },
  'core importing core': {
    file: `core/${tag}-f.ts`,
    source: "import { ROUND_STAGES } from '../core/contracts/round';\nexport const probe = ROUND_STAGES;\n",
    breaks: false,
  },
};

afterAll(() => {
  for (const p of Object.values(probes)) rmSync(path.join(ROOT, p.file), { force: true });
});

interface Diagnostic {
  category: string;
  location: { path: string };
}

describe('the lint layering rule', () => {
  it('fails a deliberately wrong import in each layer, and passes a right one', async () => {
    for (const p of Object.values(probes)) writeFileSync(path.join(ROOT, p.file), p.source);
    const files = Object.values(probes).map((p) => p.file);
    const biome = path.join(ROOT, 'node_modules/.bin/biome');
    // Biome exits 1 when it finds an error: the report is what is read.
    const out = await promisify(execFile)(biome, ['lint', '--reporter=json', ...files], { cwd: ROOT }).catch(
      (err: { stdout: string }) => ({ stdout: err.stdout }),
    );
    const report = JSON.parse(out.stdout) as { diagnostics: Diagnostic[] };
    for (const [name, p] of Object.entries(probes)) {
      const restricted = report.diagnostics.filter(
        (d) => d.location.path === p.file && d.category === 'lint/style/noRestrictedImports',
      );
      expect(restricted.length > 0, name).toBe(p.breaks);
    }
  }, 60_000);
});
