import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.cache/**', '.data/**', 'node_modules/**', 'uploads/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The server/browser boundary: code that may reach the browser (components, and the
    // browser-safe modules in lib/ outside lib/server) never imports server-only code. Server-only
    // code lives in lib/server/, the platform patches in platform/, the models in models/.
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mjs}'],
    ignores: ['lib/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/server/**', '**/server/**', '@/platform/**', '**/platform/**', '@/models/**', '**/models/**', 'mongoose', 'mongodb'],
              message: 'Server-only module: call it from a page, route handler or lib/server, and pass data to components as props.',
            },
          ],
        },
      ],
    },
  },
  {
    // The other way round: server code never imports a component, not even a type. A type both
    // need lives in browser-safe lib/ (e.g. lib/posts/rendered-post.ts).
    files: ['lib/server/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/**', '**/components/**'], message: 'Components are not server code: move the shared type or function to browser-safe lib/.' }] },
      ],
    },
  },
];

export default config;
