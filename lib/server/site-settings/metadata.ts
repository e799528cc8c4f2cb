import 'server-only';
import type { Metadata } from 'next';
import { OG_IMAGE, pageMetadata, type PageMetadataInput } from '@/lib/seo';
import { siteSettingsForPages } from './cached';

// A public page's metadata with the firm's name as saved in the back office.
// `absolute`: the page sits beside the root layout that holds the title template (the home page),
// so the template does not apply and the page writes the whole title itself.
export async function sitePageMetadata(input: PageMetadataInput, { absolute = false } = {}): Promise<Metadata> {
  const name = (await siteSettingsForPages()).name;
  const metadata = pageMetadata(input, name);
  return absolute ? { ...metadata, title: { absolute: `${input.title} | ${name}` } } : metadata;
}

// The root layouts' metadata ((admin); the public one passes its language's texts): the
// firm's name as saved in the back office.
export async function rootMetadata(
  texts: { title: string; description: string } = {
    title: 'Study, work and live in Germany',
    description:
      'Education and immigration consulting in Berlin: university admissions, Opportunity Card, visas, family reunification and career counselling.',
  },
): Promise<Metadata> {
  const site = await siteSettingsForPages();
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} | ${texts.title}`, template: `%s | ${site.name}` },
    description: texts.description,
    openGraph: { type: 'website', siteName: site.name, images: [OG_IMAGE] },
    twitter: { card: 'summary_large_image' },
  };
}
