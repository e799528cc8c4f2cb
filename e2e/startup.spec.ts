import path from 'node:path';
import { runUntilExit } from './support/instances';
import { expect, test } from './support/test';

// The production server must refuse to run without a session signing key, not fail at the first sign-in.
test('next start exits with an error when JWT_SECRET is missing in production', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a server check; once is enough');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', MONGODB_URI: 'mongodb://127.0.0.1:9/unused', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.JWT_SECRET;
  const { code, output } = await runUntilExit(path.resolve('node_modules/.bin/next'), ['start', '-p', '0', '-H', '127.0.0.1'], { env });
  expect(code).toBe(1);
  expect(output).toContain('JWT_SECRET is required in production');
});
