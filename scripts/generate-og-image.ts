// npm run images:og: draws public/og-image.png (1200x630), the social preview card of every page.
// Run again after changing SITE_NAME; the result is committed.
import path from 'node:path';
import sharp from 'sharp';
import { getSiteConfig } from '@/lib/site';
import { ROOT } from './lib/paths';
import { loadProjectEnv } from './lib/load-env';

loadProjectEnv();
const site = getSiteConfig();
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#172554"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1050" cy="120" r="260" fill="#fff" fill-opacity="0.07"/>
  <circle cx="120" cy="600" r="220" fill="#fff" fill-opacity="0.05"/>
  <text x="80" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${escape(site.name)}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#dbeafe">Study, work and live in Germany</text>
  <text x="80" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#bfdbfe">University admissions · Opportunity Card · Visas · Family reunification</text>
  <rect x="80" y="450" width="120" height="8" rx="4" fill="#fbbf24"/>
</svg>`;

const target = path.join(ROOT, 'public', 'og-image.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
console.log(`wrote ${path.relative(ROOT, target)}`);
