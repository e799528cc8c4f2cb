import sharp from 'sharp';
import { revalidatePath, revalidateTag } from 'next/cache';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addAuthor, removeAuthor, saveAuthor } from '@/app/(admin)/admin/authors/actions';
import { POST as createPostRoute } from '@/app/api/v1/posts/create/route';
import { PUT as updatePostRoute } from '@/app/api/v1/posts/update/[id]/route';
import { connectDb } from '@/lib/server/db';
import { readImage, saveImage } from '@/lib/server/storage';
import { listPostsByAuthor } from '@/lib/server/posts/queries';
import { aboutPeopleForPage } from '@/lib/server/authors/about-people';
import { getAuthor, getFounderNoteSigner, listAuthors, listTeam } from '@/lib/server/authors/queries';
import type { ActionResult } from '@/lib/actions/result';
import type { AuthorFormFields } from '@/lib/authors/author';
import { Author } from '@/models/author';
import { Post } from '@/models/post';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The authors' Server Actions and a post's authorId, against the embedded database.
let adminToken = '';
let editorToken = '';
let admin: Record<string, string> = {};
let png: Buffer;

beforeAll(async () => {
  await connectDb();
  adminToken = await tokenFor(await createUser({ email: 'authors-admin@example.com', password: 'long enough password' }));
  admin = authHeaders(adminToken);
  editorToken = await tokenFor(await createUser({ email: 'authors-editor@example.com', password: 'long enough password', role: 'editor' }));
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } }).png().toBuffer();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
type Input = any;
const create = (input: Input, token: string | null = adminToken) => (actAs(token), addAuthor(input as AuthorFormFields));
const update = (id: string, input: Input, token: string | null = adminToken) => (actAs(token), saveAuthor(id, input as AuthorFormFields));
const remove = (id: string, token: string | null = adminToken) => (actAs(token), removeAuthor(id));
// A profile the test needs, created without fail.
const author = async (input: Input) => dataOf(await create(input));
const errorsOf = (result: ActionResult<unknown>) => (result.ok ? undefined : result.fieldErrors);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { errors?: Record<string, string[]>; data: Record<string, unknown> } });
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });

function postForm(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  return body;
}
const post = { headline: 'Blue Card salary thresholds', summary: 'What the Blue Card asks of your salary this year.', category: 'Visa', imageAlt: 'A contract' };

describe('author actions', () => {
  it('creates a profile with a slug from the name (German letters transliterated), a photo, credentials and languages', async () => {
    const photo = await saveImage(png, 'png');
    const created = await author({
      name: 'Jürgen Weiß',
      role: 'Immigration lawyer',
      bio: 'Twenty years of residence law in Berlin.',
      photo,
      credentials: 'Lawyer admitted to the Berlin bar\n\nSpecialist in migration law\nlawyer admitted to the berlin bar',
      languages: ['German', 'English', ' Turkish '],
    });
    expect(created).toMatchObject({
      name: 'Jürgen Weiß',
      slug: 'juergen-weiss',
      role: 'Immigration lawyer',
      photo,
      credentials: ['Lawyer admitted to the Berlin bar', 'Specialist in migration law'],
      languages: ['German', 'English', 'Turkish'],
    });
    // A second author of the same name gets the next free address.
    expect((await author({ name: 'Jürgen Weiss' })).slug).toBe('juergen-weiss-2');
    expect((await getAuthor(created._id))?.name).toBe('Jürgen Weiß');
    // Letters of other languages are transliterated, not word breaks (issue 25).
    expect((await author({ name: 'Dr. Leyla Aydın' })).slug).toBe('dr-leyla-aydin');
  });

  it('refuses with field errors a missing name, a foreign photo, a taken address and too many languages', async () => {
    const missing = await create({ role: 'Adviser' });
    expect(missing).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { name: ['Name is required'] } });

    const foreign = await create({ name: 'Ana Costa', photo: '../etc/passwd' });
    expect(errorsOf(foreign)?.photo).toEqual(['Photo must be the name of an uploaded image']);
    const gone = await create({ name: 'Ana Costa', photo: '00000000-0000-4000-8000-000000000000.webp' });
    expect(gone).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(gone)?.photo).toEqual(['This photo was not found; please upload it again']);

    await author({ name: 'Mina Park', slug: 'mina' });
    const taken = await create({ name: 'Mina Other', slug: 'Mina' });
    expect(taken).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(taken)?.slug).toEqual(['This address is already used by another author']);

    const many = await create({ name: 'Polyglot', languages: Array.from({ length: 11 }, (_, n) => `Language ${n}`) });
    expect(errorsOf(many)?.languages).toEqual(['Give at most 10 languages']);
  });

  it('replaces a profile; a new photo removes the old file', async () => {
    const first = await saveImage(png, 'png');
    const lea = await author({ name: 'Lea Roth', photo: first });
    const second = await saveImage(png, 'png');
    const updated = dataOf(await update(lea._id, { name: 'Lea Roth', role: 'Study adviser', photo: second }));
    expect(updated).toMatchObject({ role: 'Study adviser', photo: second, slug: 'lea-roth' });
    expect(await readImage(first)).toBeNull();
    expect(await readImage(second)).not.toBeNull();
    expect(await update('0123456789abcdef01234567', { name: 'Nobody' })).toMatchObject({ ok: false, code: 'not-found' });
    expect(await update('not-an-id', { name: 'Nobody' })).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('lets editors manage authors, and refuses without a session', async () => {
    expect((await create({ name: 'Omar Haddad' }, editorToken)).ok).toBe(true);
    expect(await create({ name: 'Omar Haddad' }, null)).toMatchObject({ ok: false, code: 'unauthenticated' });
    const someone = (await author({ name: 'Someone Else' }))._id;
    expect(await update(someone, { name: 'X Y' }, null)).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await remove(someone, null)).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect((await getAuthor(someone))?.name).toBe('Someone Else');
  });
});

describe('a post and its author', () => {
  it('names an author by authorId; an unknown or malformed one answers 400 under authorId', async () => {
    const sara = await author({ name: 'Sara Nowak', role: 'Career adviser' });
    const created = await json(await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, authorId: sara._id }) }), {}));
    expect(created.status).toBe(201);
    expect(created.body.data.authorId).toBe(sara._id);
    expect((await listPostsByAuthor(sara._id)).map((p) => p.headline)).toEqual([post.headline]);
    // Their page lists only what is out: a draft and a scheduled post by them stay off it.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const unpublished: Record<string, string>[] = [{ status: 'draft', headline: 'Draft by Sara' }, { status: 'scheduled', publishAt: later, headline: 'Scheduled by Sara' }];
    for (const extra of unpublished) {
      const response = await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, ...extra, authorId: sara._id }) }), {});
      expect(response.status).toBe(201);
    }
    expect((await listPostsByAuthor(sara._id)).map((p) => p.headline)).toEqual([post.headline]);

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
    const tomasz = await author({ name: 'Tomasz Lis' });
    for (const headline of ['First post by Tomasz', 'Second post by Tomasz']) {
      const response = await createPostRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: admin, body: postForm({ ...post, headline, authorId: tomasz._id }) }), {});
      expect(response.status).toBe(201);
    }
    const listed = await listAuthors();
    expect(listed.find((entry) => entry._id === tomasz._id)?.postCount).toBe(2);

    expect(dataOf(await remove(tomasz._id))).toEqual({ postsReassigned: 2 });
    expect(await Post.countDocuments({ authorId: tomasz._id })).toBe(0);
    expect(await getAuthor(tomasz._id)).toBeNull();
    expect(await remove(tomasz._id)).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('the About page: team and founder’s note', () => {
  it('keeps the team fields, checks them, and lists the team by position, then name', async () => {
    await Author.deleteMany({});
    vi.mocked(revalidateTag).mockClear();
    vi.mocked(revalidatePath).mockClear();
    const made = await author({ name: 'Zoe Team', role: 'Study adviser', onTeam: true, teamOrder: 1 });
    // The cached About page and its data go at once.
    expect(revalidateTag).toHaveBeenCalledWith('team', { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/lang/en/about');
    expect(revalidatePath).toHaveBeenCalledWith('/lang/de/about');
    expect(made).toMatchObject({ onTeam: true, teamOrder: 1, signsFounderNote: false });
    // The form sends the position as text; empty is 0.
    await author({ name: 'Adam Team', onTeam: true, teamOrder: '1' });
    await author({ name: 'Mila First', onTeam: true, teamOrder: '' });
    await author({ name: 'Off Team', teamOrder: 0 });

    expect((await listTeam()).map((member) => member.name)).toEqual(['Mila First', 'Adam Team', 'Zoe Team']);
    expect((await aboutPeopleForPage()).team.map((member) => member.name)).toEqual(['Mila First', 'Adam Team', 'Zoe Team']);

    const bad = await create({ name: 'Bad Values', onTeam: 'yes', teamOrder: 2.5, signsFounderNote: 1 });
    expect(bad).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(bad)).toEqual({
      onTeam: ['onTeam must be true or false'],
      teamOrder: ['Position must be a whole number'],
      signsFounderNote: ['signsFounderNote must be true or false'],
    });
    expect(errorsOf(await create({ name: 'Too Far', teamOrder: 1000 }))?.teamOrder).toEqual(['Position can be at most 999']);

    // A profile saved without the fields (a save replaces the whole profile) leaves the team.
    expect(dataOf(await update(made._id, { name: 'Zoe Team' }))).toMatchObject({ onTeam: false, teamOrder: 0 });
    expect((await listTeam()).map((member) => member.name)).toEqual(['Mila First', 'Adam Team']);
  });

  it('has one signer at most: choosing another takes it from the first; nobody once it is cleared or the signer deleted', async () => {
    await Author.deleteMany({});
    expect(await getFounderNoteSigner()).toBeNull();
    const anna = await author({ name: 'Anna Founder', role: 'Founder and managing director', signsFounderNote: true });
    expect((await aboutPeopleForPage()).signer).toMatchObject({ name: 'Anna Founder', role: 'Founder and managing director' });

    const ben = await author({ name: 'Ben Partner', signsFounderNote: true });
    expect((await getFounderNoteSigner())?.name).toBe('Ben Partner');
    expect((await getAuthor(anna._id))?.signsFounderNote).toBe(false);
    expect(await Author.countDocuments({ signsFounderNote: true })).toBe(1);

    // Taken back by an edit.
    await update(anna._id, { name: 'Anna Founder', signsFounderNote: true });
    expect((await getFounderNoteSigner())?.name).toBe('Anna Founder');
    expect((await getAuthor(ben._id))?.signsFounderNote).toBe(false);

    await update(anna._id, { name: 'Anna Founder' });
    expect(await getFounderNoteSigner()).toBeNull();
    await update(ben._id, { name: 'Ben Partner', signsFounderNote: true });
    await remove(ben._id);
    expect((await aboutPeopleForPage()).signer).toBeNull();
  });
});
