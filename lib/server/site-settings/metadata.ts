import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo';
import { siteSettingsForPages } from './cached';

// A public page's metadata with the firm's name as saved in the back office.
export async function sitePageMetadata(input: PageMetadataInput): Promise<Metadata> {
  return pageMetadata(input, (await siteSettingsForPages()).name);
}
