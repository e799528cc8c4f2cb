import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';

// The back office's feature folders (components/admin/<feature>/); `shared/` is where pieces that
// more than one feature uses live, so it is not a feature.
const adminFeatures = readdirSync(new URL('./components/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

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
  {
    // The models are the ground floor: a schema and its indexes, built on browser-safe lib/ (the
    // records' values) and nothing above. What a write sets off (a cache to expire) is registered
    // with the model from lib/server/ (models/enquiry.ts onEnquiryWrite), never imported by it.
    files: ['models/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/server/**', '**/lib/server/**', '@/platform/**', '**/platform/**', '@/components/**', '**/components/**', 'next', 'next/**'],
              message: 'A model imports no server code: register the side effect from lib/server/ (models/enquiry.ts onEnquiryWrite).',
            },
          ],
        },
      ],
    },
  },
  {
    // One admin feature folder does not import another (ARCHITECTURE.md, rules): a piece two
    // features need moves to components/admin/shared/ (or components/ui/ when it is generic), and
    // the top-level components/admin/*.ts(x) files stay open to all. Zones as in
    // alan2207/bulletproof-react's import/no-restricted-paths. Between the top-level folders the
    // same holds one way: components/ui/ imports no feature folder, the site not the blog (the blog
    // builds on the site: a post piece both show lives in components/site/posts/), and the account
    // pages of components/auth/ not the back office (their shared fields are in components/ui/).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...adminFeatures.map((feature) => ({
              target: `./components/admin/${feature}`,
              from: adminFeatures.filter((other) => other !== feature).map((other) => `./components/admin/${other}`),
              message: 'One admin feature folder does not import another: move the shared piece to components/admin/shared/ or components/ui/.',
            })),
            {
              target: './components/admin/shared',
              from: adminFeatures.map((feature) => `./components/admin/${feature}`),
              message: 'Shared admin pieces do not depend on a feature folder.',
            },
            {
              target: './components/ui',
              from: ['./components/admin', './components/auth', './components/blog', './components/site'],
              message: 'UI primitives depend on no feature folder: move what they need to components/ui/.',
            },
            {
              target: './components/site',
              from: './components/blog',
              message: 'The site does not import the blog: a piece both show lives in components/site/ (posts/ for the post pieces).',
            },
            {
              target: './components/auth',
              from: './components/admin',
              message: 'The account pages do not import the back office: a piece both use lives in components/ui/.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
