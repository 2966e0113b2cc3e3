import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/unit/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // The property suites run 10,000+ cases each; give them room on a 2-core CI machine.
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['packages/query/src/**/*.ts'],
      reporter: ['text', 'json-summary'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
