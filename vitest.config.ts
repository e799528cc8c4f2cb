import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React Server Components; tests run server code directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts', 'tests/**/*.int.test.ts'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.cache/**', '.data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/per-file-database.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: run files two at a time.
    maxWorkers: 2,
  },
});
