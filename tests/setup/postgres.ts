import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/db/connect';
import { ensureDatabase, startEmbeddedCluster } from '../../src/db/embedded-postgres';
import { migrateToLatest } from '../../src/db/migrate';
import { loadInvestorData } from '../../src/investors/load-investor-data';
import { OnnxEmbedder } from '../../src/vectors/onnx-embedder';

export const TEMPLATE_DB = 'roundwise_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pg: { adminUrl: string; urlTemplate: string; template: string; lanceDir: string };
  }
}

/**
 * One real Postgres cluster for the whole run, with a migrated template database holding the shipped data; each test file clones the
 * template into a fresh database of its own (CREATE DATABASE ... TEMPLATE), which takes a few milliseconds.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-pg-'));
  // mkdtemp makes the folder private; Postgres runs as its own OS user when we are root and must enter it.
  await chmod(dir, 0o755);
  const cluster = await startEmbeddedCluster({
    dir: path.join(dir, 'data'),
    password: 'test',
    durable: false,
  });
  await ensureDatabase(cluster.urlFor('postgres'), TEMPLATE_DB);
  const handle = connect(cluster.urlFor(TEMPLATE_DB), 1);
  await migrateToLatest(handle.db);
  // The real shipped data, loaded once into the template (and one LanceDB folder that every test app reads),
  // exactly as npm start loads it: with the shipped model's vectors, as the test apps embed with it.
  const lanceDir = path.join(dir, 'lancedb');
  const embedder = await OnnxEmbedder.open();
  await loadInvestorData({ db: handle.db, lanceDir, embedder });
  await embedder.close();
  await handle.close();
  project.provide('pg', {
    adminUrl: cluster.urlFor('postgres'),
    urlTemplate: cluster.urlFor('{db}'),
    template: TEMPLATE_DB,
    lanceDir,
  });
  return async () => {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
