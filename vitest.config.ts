import path from 'node:path';
import { defineConfig } from 'vitest/config';

const NOT_SOURCES = ['node_modules/**', '.next/**', 'e2e/**', '.cache/**', '.data/**'];

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React Server Components; tests run server code directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
      // Pages are rendered as server components in the integration tests: next-intl's server
      // functions in their React Server Components build (the default export condition is the
      // client one, which refuses them), reading the catalogues as next.config.ts's plugin sets up.
      'next-intl/server': path.resolve(import.meta.dirname, 'node_modules/next-intl/dist/esm/development/server.react-server.js'),
      'next-intl/config': path.resolve(import.meta.dirname, 'i18n/request.ts'),
    },
  },
  test: {
    environment: 'node',
    // next-intl imports 'next/headers' without its extension, which Node's own ESM loader refuses:
    // transformed by Vite instead, it resolves like the app's code.
    server: { deps: { inline: ['next-intl'] } },
    // Two cores: run files two at a time.
    maxWorkers: 2,
    // A test that passes only on a second try is a defect to fix, not to hide (vitest's default, said).
    retry: 0,
    projects: [
      {
        // Pure functions beside their code: no database, seconds.
        extends: true,
        test: { name: 'unit', include: ['**/*.test.ts'], exclude: [...NOT_SOURCES, '**/*.int.test.ts'], testTimeout: 10_000 },
      },
      {
        // Against a real embedded FerretDB (or MONGODB_TEST_URI), one database per file.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.int.test.ts'],
          exclude: NOT_SOURCES,
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/per-file-database.ts'],
          // bcrypt at its lowest cost: the tests check what is hashed, not how slowly (production
          // ignores this variable, lib/server/auth/password.ts).
          env: { PASSWORD_HASH_COST: '4' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
