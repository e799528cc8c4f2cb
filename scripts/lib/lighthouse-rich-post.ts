import sharp from 'sharp';
import type { AdminAccount } from './production-server';
import { signIn } from './bench/app';

// A post as staff write them at their fullest: a cover, headings (with a table of contents),
// lists, a table, links and two images in the text, made through the API like the editor makes
// it. Lighthouse measures it beside the seeded plain posts. Answers its address.
export async function createRichPost(baseUrl: string, admin: AdminAccount): Promise<string> {
  const token = await signIn(baseUrl, admin);
  const auth = { Authorization: `Bearer ${token}` };
  const photo = (hue: string) => sharp({ create: { width: 1600, height: 900, channels: 3, background: hue } }).png().toBuffer();

  async function upload(bytes: Buffer): Promise<string> {
    const body = new FormData();
    body.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'image.png');
    const response = await fetch(`${baseUrl}/api/v1/uploads`, { method: 'POST', headers: auth, body });
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { url: string } }).data.url;
  }

  const [office, documents] = [await upload(await photo('#0f766e')), await upload(await photo('#1d4ed8'))];
  const summary = [
    'Moving to Germany with the Opportunity Card starts with the points. This guide walks through each step, from the first check to the appointment at the embassy.',
    '## Who can apply',
    'You need a degree or vocational qualification recognised in Germany, or enough points from the table below, and **proof that you can support yourself** while you look for work.',
    '- A university degree or a two-year vocational qualification',
    '- German at A1 or English at B2',
    '- Funds of at least €1,091 a month, for example in a blocked account',
    '## How the points add up',
    '| Criterion | Points |\n|:--|--:|\n| Partial recognition of your qualification | 4 |\n| Three years of work experience | 3 |\n| German at B2 | 3 |\n| Under 35 | 2 |\n| Earlier stay in Germany | 1 |',
    `![Our advisers' office in Berlin](${office})`,
    '### Documents to gather',
    '1. Passport valid for the whole stay',
    '2. Degree certificates with the recognition notice',
    '3. Proof of language skills and of funds',
    `![A folder of application documents](${documents})`,
    '## After you arrive',
    'Register your address within two weeks, then look for work for up to a year. Read the [official guide](https://www.make-it-in-germany.com/en) or [book a consultation](/contact) with us.',
  ].join('\n\n');

  const body = new FormData();
  body.set('headline', 'Opportunity Card step by step: points, documents and your first year');
  body.set('summary', summary);
  body.set('category', 'Visa');
  body.set('tags', 'Opportunity Card, visa');
  body.set('imageAlt', 'A passport on a desk');
  body.set('image', new Blob([new Uint8Array(await photo('#7c2d12'))], { type: 'image/png' }), 'cover.png');
  const response = await fetch(`${baseUrl}/api/v1/posts/create`, { method: 'POST', headers: auth, body });
  if (response.status !== 201) throw new Error(`post creation failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { slug: string } };
  return `/blog/${data.slug}`;
}
