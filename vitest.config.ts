import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';

export default defineConfig({
  plugins: [react()],
  test: {
    // Two on a 2-core machine (each server test file runs its own database); more where there are more cores.
    maxWorkers: Math.max(2, Math.min(4, os.availableParallelism() - 1)),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker: the server's modules load once, not once per file (245 s of
          // imports in a CI run). Each file still makes its own database and server.
          isolate: false,
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
