// npm run admin:create -- --email <e> --name <n> [--role admin|editor|adviser]: creates or resets
// an account (an administrator by default: the first one, or scripted setups).
import { parseArgs } from 'node:util';
import { disconnectDb } from '@/lib/server/db';
import { upsertAdmin, validateNewPassword } from './lib/admin-account';
import { readHiddenLine } from './lib/prompt';
import { withDatabase } from './lib/with-database';
import { loadProjectEnv } from './lib/load-env';
import { USER_ROLES } from '@/lib/auth/permissions';

loadProjectEnv();

const USAGE =
  'usage: npm run admin:create -- --email <email> --name <name> [--role admin|editor|adviser]  (password from ADMIN_PASSWORD or a prompt)';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } } });
  const role = USER_ROLES.find((known) => known === values.role);
  if (!values.email || !values.name || !role) {
    console.error(USAGE);
    return 2;
  }
  let password = process.env.ADMIN_PASSWORD;
  if (password === undefined) {
    if (!process.stdin.isTTY) {
      console.error('No terminal to ask for the password: set ADMIN_PASSWORD instead.');
      return 2;
    }
    password = await readHiddenLine('Password (at least 12 characters): ');
    const again = await readHiddenLine('Repeat the password: ');
    if (again !== password) {
      console.error('The passwords do not match; nothing was changed.');
      return 1;
    }
  }
  const problem = validateNewPassword(password);
  if (problem) {
    console.error(`${problem}; nothing was changed.`);
    return 1;
  }
  const email = values.email;
  const name = values.name;
  const outcome = await withDatabase(async () => {
    try {
      return await upsertAdmin({ email, name, password, role });
    } finally {
      await disconnectDb();
    }
  });
  console.log(`admin:create: ${outcome.created ? 'created' : 'reset'} ${role} account ${outcome.email}`);
  return 0;
}

main()
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    console.error(`admin:create failed: ${(error as Error).message}`);
    process.exitCode = 1;
  });
