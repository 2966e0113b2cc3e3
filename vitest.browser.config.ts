import { defineConfig } from 'vitest/config';

// The browser tests: the built site served on 127.0.0.1, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['./test/browser/global-setup.ts'],
    // One browser at a time on a 2-core machine: timings (loop guard, drags) stay honest.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
