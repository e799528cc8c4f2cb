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
    // Architecture rule 3: UI code never pulls server-only modules into the browser bundle.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['mongoose', 'mongodb'], message: 'Database code is server-only.' },
            { group: ['@/models/*', '**/models/*'], message: 'Only lib/ talks to models.' },
            {
              // lib/posts also holds client-safe rules (preview, read time, DTO types); only its
              // data-access modules are listed. Each of these also starts with import 'server-only'.
              group: [
                '@/lib/db',
                '@/lib/env',
                '@/lib/http',
                '@/lib/auth/*',
                '@/lib/posts/queries',
                '@/lib/posts/cached',
                '@/lib/posts/commands',
                '@/lib/posts/engagement',
                '@/lib/enquiries/*',
                // Type-only DTO shapes the admin screens share with the API.
                '!@/lib/enquiries/dto',
                '@/lib/leads/store-lead',
                '@/lib/leads/lead-request',
                '@/lib/mail/*',
                // lib/dashboard also holds client-safe rules (month maths, copy, types); these read the database.
                '@/lib/dashboard/enquiry-counts',
                '@/lib/dashboard/load-dashboard',
                '@/lib/dashboard/month-filter',
                '@/lib/dashboard/monthly-series',
                '@/lib/dashboard/post-totals',
                '@/lib/dashboard/recent-enquiries',
                '@/lib/dashboard/shared-figures',
                '@/lib/dashboard/stats',
                '@/lib/dashboard/top-posts',
                '@/lib/dashboard/views-by-month',
                '@/lib/storage',
                '@/lib/storage/*',
                '@/lib/rate-limit',
                '@/lib/socket-address-hook',
              ],
              message: 'Server-only module: pass data to components as props.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
