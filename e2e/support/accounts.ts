import bcrypt from 'bcryptjs';
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { expect } from './test';

// The admin account the global setup created.
export function seededAdmin() {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  const name = process.env.E2E_ADMIN_NAME;
  if (!email || !password || !name) throw new Error('E2E_ADMIN_* are not set (e2e/support/global-setup.ts sets them)');
  return { email, password, name };
}

// An account of its own: for a test that changes the account (password, two-factor) or ends its
// other sessions, which would disturb the other tests running in parallel, or one of another role.
export async function createAccount(tag: string, role: 'admin' | 'editor' | 'adviser' = 'admin') {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set');
  const account = {
    email: `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    name: `Tess ${tag}`,
    password: 'a long enough test password',
  };
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.collection('users').insertOne({
      email: account.email,
      name: account.name,
      role,
      passwordHash: await bcrypt.hash(account.password, 10),
      disabled: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  } finally {
    await connection.close();
  }
  return account;
}

// Signs in through the form; the caller says where it should land.
export async function signIn(page: Page, account: { email: string; password: string }, landing = '/admin/dashboard') {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signing in is a bcrypt check and a client-side redirect: on a loaded two-core machine this took
  // longer than the default 5 s, so the wait is on the address, with room.
  await expect(page).toHaveURL((url) => url.pathname === landing, { timeout: 20_000 });
}
