import sharp from 'sharp';
import { revalidatePath, revalidateTag } from 'next/cache';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/authors/route';
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from '@/app/api/v1/authors/[id]/route';
import { POST as createPostRoute } from '@/app/api/v1/posts/create/route';
import { PUT as updatePostRoute } from '@/app/api/v1/posts/update/[id]/route';
import { connectDb } from '@/lib/server/db';
import { readImage, saveImage } from '@/lib/server/storage';
import { listPostsByAuthor } from '@/lib/server/posts/queries';
import { aboutPeopleForPage } from '@/lib/server/authors/about-people';
import { getFounderNoteSigner, listTeam } from '@/lib/server/authors/queries';
import { Author } from '@/models/author';
import { Post } from '@/models/post';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { json, idContext, resourceRoutes } from './support/resource-routes';

// Revalidation needs a running Next server; the end-to-end tests show its effect.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// The authors API and a post's authorId, against the embedded database.
let admin: Record<string, string> = {};
let editor: Record<string, string> = {};
let png: Buffer;

beforeAll(async () => {
  await connectDb();
  admin = authHeaders(await tokenFor(await createUser({ email: 'authors-admin@example.com', password: 'long enough password' })));
  const editorId = await createUser({ email: 'authors-editor@example.com', password: 'long enough password', role: 'editor' });
  editor = authHeaders(await tokenFor(editorId));
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } }).png().toBuffer();
});

const { create, update, remove, list, getOne } = resourceRoutes(
  'http://localhost/api/v1/authors',
  { list: listRoute, create: createRoute, get: getRoute, update: updateRoute, remove: deleteRoute },
  () => admin,
);

function postForm(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  return body;
}
const post = { headline: 'Blue Card salary thresholds', summary: 'What the Blue Card asks of your salary this year.', category: 'Visa', imageAlt: 'A contract' };

describe('authors API', () => {
  it('creates a profile with a slug from the name (German letters transliterated), a photo, credentials and languages', async () => {
    const photo = await saveImage(png, 'png');
    const { status, body } = await create({
      name: 'Jürgen Weiß',
      role: 'Immigration lawyer',
      bio: 'Twenty years of residence law in Berlin.',
      photo,
      credentials: 'Lawyer admitted to the Berlin bar\n\nSpecialist in migration law\nlawyer admitted to the berlin bar',
      languages: ['German', 'English', ' Turkish '],
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Jürgen Weiß',
      slug: 'juergen-weiss',
      role: 'Immigration lawyer',
      photo,
      credentials: ['Lawyer admitted to the Berlin bar', 'Specialist in migration law'],
      languages: ['German', 'English', 'Turkish'],
    });
    // A second author of the same name gets the next free address.
    expect((await create({ name: 'Jürgen Weiss' })).body.data.slug).toBe('juergen-weiss-2');
    expect((await getOne(body.data._id)).body.data.name).toBe('Jürgen Weiß');
    // Letters of other languages are transliterated, not word breaks (issue 25).
    expect((await create({ name: 'Dr. Leyla Aydın' })).body.data.slug).toBe('dr-leyla-aydin');
  });

  it('answers 400 with field errors for a missing name, a foreign photo, a taken address and too many languages', async () => {
    const missing = await create({ role: 'Adviser' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errors: { name: ['Name is required'] } });

    const foreign = await create({ name: 'Ana Costa', photo: '../etc/passwd' });
    expect(foreign.body.errors?.photo).toEqual(['Photo must be the name of an uploaded image']);
    const gone = await create({ name: 'Ana Costa', photo: '00000000-0000-4000-8000-000000000000.webp' });
    expect(gone.status).toBe(400);
    expect(gone.body.errors?.photo).toEqual(['This photo was not found; please upload it again']);

    await create({ name: 'Mina Park', slug: 'mina' });
    const taken = await create({ name: 'Mina Other', slug: 'Mina' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.slug).toEqual(['This address is already used by another author']);

    const many = await create({ name: 'Polyglot', languages: Array.from({ length: 11 }, (_, n) => `Language ${n}`) });
    expect(many.body.errors?.languages).toEqual(['Give at most 10 languages']);
  });

  it('replaces a profile; a new photo removes the old file', async () => {
    const first = await saveImage(png, 'png');
    const { body } = await create({ name: 'Lea Roth', photo: first });
    const second = await saveImage(png, 'png');
    const updated = await update(body.data._id, { name: 'Lea Roth', role: 'Study adviser', photo: second });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ role: 'Study adviser', photo: second, slug: 'lea-roth' });
    expect(await readImage(first)).toBeNull();
    expect(await readImage(second)).not.toBeNull();
    expect((await update('0123456789abcdef01234567', { name: 'Nobody' })).status).toBe(404);
    expect((await update('not-an-id', { name: 'Nobody' })).status).toBe(400);
  });

  it('lets editors manage authors, and refuses no session with 401', async () => {
    expect((await create({ name: 'Omar Haddad' }, editor)).status).toBe(201);
    expect((await list(editor)).status).toBe(200);
    expect((await list({})).status).toBe(401);
    expect((await create({ name: 'Omar Haddad' }, {})).status).toBe(401);
    const someone = (await create({ name: 'Someone Else' })).body.data._id as string;
    expect((await update(someone, { name: 'X Y' }, {})).status).toBe(401);
    expect((await remove(someone, {})).status).toBe(401);
    expect((await getOne(someone, {})).status).toBe(401);
  });
});

describe('a post and its author', () => {
  it('names an author by authorId; an unknown or malformed one answers 400 under authorId', async () => {
    const author = (await create({ name: 'Sara Nowak', role: 'Career adviser' })).body.data;
    const created = await json(await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, authorId: author._id }) }), {}));
    expect(created.status).toBe(201);
    expect(created.body.data.authorId).toBe(author._id);
    expect((await listPostsByAuthor(author._id)).map((p) => p.headline)).toEqual([post.headline]);
    // Their page lists only what is out: a draft and a scheduled post by them stay off it.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const unpublished: Record<string, string>[] = [{ status: 'draft', headline: 'Draft by Sara' }, { status: 'scheduled', publishAt: later, headline: 'Scheduled by Sara' }];
    for (const extra of unpublished) {
      const response = await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, ...extra, authorId: author._id }) }), {});
      expect(response.status).toBe(201);
    }
    expect((await listPostsByAuthor(author._id)).map((p) => p.headline)).toEqual([post.headline]);

    const unknown = await json(
      await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, authorId: '0123456789abcdef01234567' }) }), {}),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ authorId: ['There is no author with this id'] });
    const malformed = await json(
      await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, authorId: 'sara' }) }), {}),
    );
    expect(malformed.body.errors).toEqual({ authorId: ['authorId must be an author id'] });

    // Saved again without one: the team's byline.
    const id = created.body.data._id as string;
    const body = new FormData();
    for (const [key, value] of Object.entries(post)) body.set(key, value);
    const cleared = await json(await updatePostRoute(new Request(`http://localhost/api/v1/posts/update/${id}`, { method: 'PUT', headers: admin, body }), idContext(id)));
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.authorId).toBeNull();
  });

  it('deleting an author gives their posts back to the team, and the list counts posts per author', async () => {
    const author = (await create({ name: 'Tomasz Lis' })).body.data;
    for (const headline of ['First post by Tomasz', 'Second post by Tomasz']) {
      const response = await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, headline, authorId: author._id }) }), {});
      expect(response.status).toBe(201);
    }
    const listed = (await list()).body.data as { _id: string; postCount: number }[];
    expect(listed.find((entry) => entry._id === author._id)?.postCount).toBe(2);

    const removed = await remove(author._id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ postsReassigned: 2 });
    expect(await Post.countDocuments({ authorId: author._id })).toBe(0);
    expect((await getOne(author._id)).status).toBe(404);
    expect((await remove(author._id)).status).toBe(404);
  });
});

describe('the About page: team and founder’s note', () => {
  it('keeps the team fields, checks them, and lists the team by position, then name', async () => {
    await Author.deleteMany({});
    vi.mocked(revalidateTag).mockClear();
    vi.mocked(revalidatePath).mockClear();
    const made = await create({ name: 'Zoe Team', role: 'Study adviser', onTeam: true, teamOrder: 1 });
    expect(made.status).toBe(201);
    // The cached About page and its data go at once.
    expect(revalidateTag).toHaveBeenCalledWith('team', { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/about');
    expect(made.body.data).toMatchObject({ onTeam: true, teamOrder: 1, signsFounderNote: false });
    // The form sends the position as text; empty is 0.
    await create({ name: 'Adam Team', onTeam: true, teamOrder: '1' });
    await create({ name: 'Mila First', onTeam: true, teamOrder: '' });
    await create({ name: 'Off Team', teamOrder: 0 });

    expect((await listTeam()).map((member) => member.name)).toEqual(['Mila First', 'Adam Team', 'Zoe Team']);
    expect((await aboutPeopleForPage()).team.map((member) => member.name)).toEqual(['Mila First', 'Adam Team', 'Zoe Team']);

    const bad = await create({ name: 'Bad Values', onTeam: 'yes', teamOrder: 2.5, signsFounderNote: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      onTeam: ['onTeam must be true or false'],
      teamOrder: ['Position must be a whole number'],
      signsFounderNote: ['signsFounderNote must be true or false'],
    });
    expect((await create({ name: 'Too Far', teamOrder: 1000 })).body.errors?.teamOrder).toEqual(['Position can be at most 999']);

    // A profile saved without the fields (PUT replaces the whole profile) leaves the team.
    const zoe = made.body.data._id as string;
    expect((await update(zoe, { name: 'Zoe Team' })).body.data).toMatchObject({ onTeam: false, teamOrder: 0 });
    expect((await listTeam()).map((member) => member.name)).toEqual(['Mila First', 'Adam Team']);
  });

  it('has one signer at most: choosing another takes it from the first; nobody once it is cleared or the signer deleted', async () => {
    await Author.deleteMany({});
    expect(await getFounderNoteSigner()).toBeNull();
    const anna = (await create({ name: 'Anna Founder', role: 'Founder and managing director', signsFounderNote: true })).body.data;
    expect((await aboutPeopleForPage()).signer).toMatchObject({ name: 'Anna Founder', role: 'Founder and managing director' });

    const ben = (await create({ name: 'Ben Partner', signsFounderNote: true })).body.data;
    expect((await getFounderNoteSigner())?.name).toBe('Ben Partner');
    expect((await getOne(anna._id)).body.data.signsFounderNote).toBe(false);
    expect(await Author.countDocuments({ signsFounderNote: true })).toBe(1);

    // Taken back by an edit.
    await update(anna._id, { name: 'Anna Founder', signsFounderNote: true });
    expect((await getFounderNoteSigner())?.name).toBe('Anna Founder');
    expect((await getOne(ben._id)).body.data.signsFounderNote).toBe(false);

    await update(anna._id, { name: 'Anna Founder' });
    expect(await getFounderNoteSigner()).toBeNull();
    await update(ben._id, { name: 'Ben Partner', signsFounderNote: true });
    await remove(ben._id);
    expect((await aboutPeopleForPage()).signer).toBeNull();
  });
});
