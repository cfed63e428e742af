import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'core/**/*.test.ts',
            'src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'data/**/*.test.ts',
            'agents/**/*.test.ts',
            'workflows/**/*.test.ts',
            'evals/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          // Every answer the suite gets is parsed against its route's declared response schema (src/api/access.ts).
          env: { CHECK_RESPONSES: '1' },
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          env: { CHECK_RESPONSES: '1' },
          sequence: { groupOrder: 2 },
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/postgres.ts', 'tests/setup/web-build.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each journey drives its own Chromium; two cores run two at most without starving the server.
          maxWorkers: 2,
        },
      },
    ],
  },
});
