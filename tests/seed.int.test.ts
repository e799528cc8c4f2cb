import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/server/auth/password';
import { connectDb } from '@/lib/server/db';
import { readImage } from '@/lib/server/storage';
import { Post } from '@/models/post';
import { User } from '@/models/user';
import { upsertAdmin, validateNewPassword } from '../scripts/lib/admin-account';
import { ensureDevAdmin, seedSamplePosts } from '../scripts/lib/seed';

beforeAll(async () => {
  await connectDb();
});

describe('seedSamplePosts', () => {
  it('inserts at least 8 posts in at least 4 categories, each with a stored image', async () => {
    const first = await seedSamplePosts();
    expect(first.inserted).toBeGreaterThanOrEqual(8);
    expect(first.skipped).toBe(0);
    const posts = await Post.find().lean();
    expect(posts).toHaveLength(first.inserted);
    expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post.summary.split('\n\n').length).toBeGreaterThanOrEqual(3);
      const image = await readImage(post.image ?? '');
      expect(image?.data.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(post.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it('adds a German sample post linked to its English original, sharing its cover', async () => {
    const german = await Post.findOne({ locale: 'de' }).lean();
    expect(german).toMatchObject({ headline: 'Die Chancenkarte erklärt: So funktioniert das Punktesystem', slug: 'die-chancenkarte-erklaert-so-funktioniert-das-punktesystem' });
    const english = await Post.findById(german!.translationGroup).lean();
    expect(english).toMatchObject({ headline: 'The Germany Opportunity Card explained: how the points system works', locale: 'en', image: german!.image });
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Post.countDocuments();
    const second = await seedSamplePosts();
    expect(second.inserted).toBe(0);
    expect(second.skipped).toBe(before);
    expect(await Post.countDocuments()).toBe(before);
  });
});

describe('ensureDevAdmin', () => {
  it('creates one admin with a random password on an empty database, then leaves it alone', async () => {
    await User.deleteMany({});
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'dev-admin-')), 'dev-admin.txt');
    const created = await ensureDevAdmin(file);
    expect(created.password).toMatch(/^\S{16}$/);
    expect(readFileSync(file, 'utf8')).toContain(created.password!);
    const user = await User.findOne({ email: created.email }).select('+passwordHash');
    expect(await verifyPassword(created.password!, user!.passwordHash)).toBe(true);

    const again = await ensureDevAdmin(path.join(path.dirname(file), 'other.txt'));
    expect(again.password).toBeNull();
    expect(existsSync(path.join(path.dirname(file), 'other.txt'))).toBe(false);
    expect(await User.countDocuments()).toBe(1);
  });
});

describe('admin accounts (npm run admin:create)', () => {
  it('refuses passwords under 12 characters or over 72 bytes', () => {
    expect(validateNewPassword('short-pass1')).toMatch(/at least 12/);
    expect(validateNewPassword('ü'.repeat(37))).toMatch(/at most 72 bytes/);
    expect(validateNewPassword('a-long-enough-password')).toBeNull();
  });

  it('refuses blank, whitespace-only and common passwords, and stores nothing', async () => {
    for (const weak of ['password1234', ' '.repeat(12)]) {
      expect(validateNewPassword(weak), JSON.stringify(weak)).toMatch(/blank|too common/);
      await expect(upsertAdmin({ email: 'weak@example.com', name: 'Weak', password: weak })).rejects.toThrow(/blank|too common/);
    }
    expect(await User.exists({ email: 'weak@example.com' })).toBeNull();
  });

  it('creates an account, then resets its password and name', async () => {
    const created = await upsertAdmin({ email: 'Owner@Example.com', name: 'Owner', password: 'first-password-123' });
    expect(created).toEqual({ email: 'owner@example.com', created: true });
    const reset = await upsertAdmin({ email: 'owner@example.com', name: 'Owner Two', password: 'second-password-456' });
    expect(reset.created).toBe(false);
    const user = await User.findOne({ email: 'owner@example.com' }).select('+passwordHash');
    expect(user?.name).toBe('Owner Two');
    expect(user?.role).toBe('admin');
    expect(await verifyPassword('second-password-456', user!.passwordHash)).toBe(true);
    expect(await verifyPassword('first-password-123', user!.passwordHash)).toBe(false);
    expect(await User.countDocuments({ email: 'owner@example.com' })).toBe(1);
  });

  it('makes an account of the role asked for (--role), an administrator by default', async () => {
    await upsertAdmin({ email: 'adviser@example.com', name: 'Adviser', password: 'an-adviser-password-1', role: 'adviser' });
    expect((await User.findOne({ email: 'adviser@example.com' }))?.role).toBe('adviser');
  });

  it('rejects an invalid email without touching the database', async () => {
    await expect(upsertAdmin({ email: 'nope', name: 'X', password: 'a-long-enough-password' })).rejects.toThrow();
    expect(await User.countDocuments({ name: 'X' })).toBe(0);
  });
});
