import { beforeAll, describe, expect, it } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { Enquiry } from '@/models/enquiry';
import { Post } from '@/models/post';
import { User } from '@/models/user';

beforeAll(async () => {
  await connectDb();
  await Promise.all([User.init(), Post.init(), Enquiry.init()]);
});

function messages(error: unknown): Record<string, string> {
  const errors = (error as { errors?: Record<string, { message: string }> }).errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([path, e]) => [path, e.message]));
}

async function validationOf(doc: { validate: () => Promise<void> }) {
  try {
    await doc.validate();
    return {};
  } catch (error) {
    return messages(error);
  }
}

describe('Post model', () => {
  const valid = { headline: 'Student visa basics', summary: 'A long enough summary text.', category: 'Visa' as const };

  it('accepts a valid post and defaults views, likes and tags', async () => {
    const post = await Post.create(valid);
    expect(post.views).toBe(0);
    expect(post.likes).toBe(0);
    expect(post.tags).toEqual([]);
    expect(post.createdAt).toBeInstanceOf(Date);
    const json = post.toJSON() as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['_id', 'headline', 'createdAt', 'updatedAt']));
    expect(json).not.toHaveProperty('__v');
  });

  it('requires headline, summary and category with the messages of the specification', async () => {
    expect(await validationOf(new Post({}))).toEqual({
      headline: 'Headline is required',
      summary: 'Summary is required',
      category: 'Category is required',
    });
  });

  it('limits the headline to 3..200 characters and the summary to at least 10', async () => {
    expect(await validationOf(new Post({ ...valid, headline: 'ab', summary: 'too short' }))).toEqual({
      headline: 'Headline must be at least 3 characters',
      summary: 'Summary must be at least 10 characters',
    });
    expect(await validationOf(new Post({ ...valid, headline: 'x'.repeat(201) }))).toEqual({
      headline: 'Headline cannot exceed 200 characters',
    });
    expect(await validationOf(new Post({ ...valid, headline: 'x'.repeat(200) }))).toEqual({});
  });

  it('accepts only the six categories', async () => {
    for (const category of ['Immigration', 'Education', 'Career', 'Visa', 'Germany', 'General']) {
      expect(await validationOf(new Post({ ...valid, category }))).toEqual({});
    }
    expect(await validationOf(new Post({ ...valid, category: 'Travel' }))).toEqual({
      category: 'Category must be one of Immigration, Education, Career, Visa, Germany, General',
    });
  });

  it('has indexes for listing by date and by category', async () => {
    const keys = (await Post.collection.indexes()).map((index) => JSON.stringify(index.key));
    expect(keys).toContain(JSON.stringify({ createdAt: -1 }));
    expect(keys).toContain(JSON.stringify({ category: 1, createdAt: -1 }));
  });
});

describe('User model', () => {
  it('lowercases and trims the email and defaults the role to admin', async () => {
    const user = await User.create({ email: '  Anna.Schmidt@Example.COM ', name: 'Anna', passwordHash: 'x' });
    expect(user.email).toBe('anna.schmidt@example.com');
    expect(user.role).toBe('admin');
  });

  it('rejects an invalid email and an unknown role', async () => {
    expect(await validationOf(new User({ email: 'not-an-email', name: 'A', passwordHash: 'x', role: 'root' }))).toEqual({
      email: 'Invalid email address',
      role: 'Role must be admin, editor or adviser',
    });
    expect(await validationOf(new User({ name: 'A', passwordHash: 'x' }))).toEqual({ email: 'Email is required' });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await User.create({ email: 'unique@example.com', name: 'First', passwordHash: 'x' });
    await expect(User.create({ email: 'UNIQUE@example.com', name: 'Second', passwordHash: 'y' })).rejects.toMatchObject({
      code: 11000,
    });
    expect(await User.countDocuments({ email: 'unique@example.com' })).toBe(1);
  });

  it('never returns the password hash unless asked for, and never in JSON', async () => {
    await User.create({ email: 'hidden@example.com', name: 'Hidden', passwordHash: 'secret-hash' });
    const plain = await User.findOne({ email: 'hidden@example.com' });
    expect(plain?.passwordHash).toBeUndefined();
    const withHash = await User.findOne({ email: 'hidden@example.com' }).select('+passwordHash');
    expect(withHash?.passwordHash).toBe('secret-hash');
    expect(withHash?.toJSON()).not.toHaveProperty('passwordHash');
    const lean = await User.findOne({ email: 'hidden@example.com' }).lean();
    expect(lean).not.toHaveProperty('passwordHash');
  });
});

describe('Enquiry model', () => {
  it('defaults status, isRead, source and submittedAt', async () => {
    const enquiry = await Enquiry.create({ fullName: 'Li Wei', email: 'LI@example.com', message: 'Hello there' });
    expect(enquiry.status).toBe('new');
    expect(enquiry.isRead).toBe(false);
    expect(enquiry.source).toBe('contact');
    expect(enquiry.email).toBe('li@example.com');
    expect(enquiry.submittedAt).toBeInstanceOf(Date);
    expect(enquiry.toJSON()).toHaveProperty('submittedAt');
  });

  it('keeps service enquiry fields and rejects unknown statuses and sources', async () => {
    const enquiry = await Enquiry.create({
      fullName: 'Omar',
      email: 'omar@example.com',
      message: 'Opportunity Card please',
      source: 'service',
      serviceName: 'Germany Opportunity Card (Chancenkarte) Consulting',
      city: 'Lagos',
    });
    expect(enquiry.serviceName).toContain('Chancenkarte');
    expect(await validationOf(new Enquiry({ fullName: 'A', email: 'a@b.de', message: 'm', status: 'spam', source: 'fax' }))).toEqual({
      status: 'Status must be one of new, read, replied, closed',
      source: 'Source must be contact, service or booking',
    });
    expect(await validationOf(new Enquiry({}))).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('has indexes for listing by status and date', async () => {
    const keys = (await Enquiry.collection.indexes()).map((index) => JSON.stringify(index.key));
    expect(keys).toContain(JSON.stringify({ submittedAt: -1, _id: -1 }));
    expect(keys).toContain(JSON.stringify({ status: 1, submittedAt: -1, _id: -1 }));
  });
});
