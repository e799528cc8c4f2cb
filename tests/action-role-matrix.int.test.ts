import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionResult } from '@/lib/actions/result';
import { can, USER_ROLES, type UserRole } from '@/lib/auth/permissions';
import { connectDb } from '@/lib/server/db';
import type { ActionCase } from './action-matrix/case';
import { actAs, actFromForeignSite } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Every back-office Server Action for every role, for no session and from a foreign site: the
// wrapper (lib/server/admin-action.ts) checks them on the server, before the input. Allowed means
// any answer but `unauthenticated` and `forbidden` (a made-up id is not found, an empty input
// invalid). The cases are listed per feature in tests/action-matrix/.

type AnyAction = (...args: unknown[]) => Promise<ActionResult<unknown>>;
const actionFiles = import.meta.glob<Record<string, unknown>>('../app/\\(admin\\)/admin/**/actions.ts', { eager: true });
const matrixFiles = import.meta.glob<{ ACTIONS: ActionCase[] }>('./action-matrix/*.ts', { eager: true });
const CASES = Object.values(matrixFiles).flatMap((module) => module.ACTIONS ?? []);

const fileKey = (path: string) => path.replace('../app/(admin)/admin/', '');
const actions = new Map(Object.entries(actionFiles).map(([path, module]) => [fileKey(path), module]));
const tokens = new Map<UserRole, string>();

beforeAll(async () => {
  await connectDb();
  for (const role of USER_ROLES) tokens.set(role, await tokenFor(await createUser({ email: `action-matrix-${role}@example.com`, password: 'long enough password', role })));
});

function actionOf(entry: ActionCase): AnyAction {
  const action = actions.get(entry.file)?.[entry.name];
  if (typeof action !== 'function') throw new Error(`${entry.file} exports no action ${entry.name}`);
  return action as AnyAction;
}

describe('every back-office Server Action checks the session and the role itself', () => {
  it('finds the actions files and lists every action they export (a new one must be added to tests/action-matrix/)', () => {
    expect(actions.size).toBeGreaterThan(0);
    const exported = [...actions].flatMap(([file, module]) => Object.keys(module).map((name) => `${file}#${name}`));
    const listed = new Set(CASES.map((entry) => `${entry.file}#${entry.name}`));
    expect(exported.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !exported.includes(name))).toEqual([]);
  });

  for (const entry of CASES) {
    const may = (role: UserRole) => entry.capability === null || can(role, entry.capability);
    it(`${entry.file}#${entry.name}: ${entry.capability === null ? 'every role' : `${USER_ROLES.filter(may).join(' and ')} only`}`, async () => {
      const action = actionOf(entry);
      actAs(null);
      expect(await action(...entry.args), 'no session').toMatchObject({ ok: false, code: 'unauthenticated' });
      actFromForeignSite(tokens.get('admin')!);
      expect(await action(...entry.args), 'foreign origin').toMatchObject({ ok: false, code: 'forbidden', message: 'Cross-site requests are not allowed' });
      for (const role of USER_ROLES) {
        actAs(tokens.get(role)!);
        const result = await action(...entry.args);
        if (may(role)) expect(result.ok ? 'ok' : result.code, role).not.toMatch(/^(unauthenticated|forbidden)$/);
        else expect(result, role).toMatchObject({ ok: false, code: 'forbidden', message: 'Your account is not allowed to do this' });
      }
    });
  }
});
