import sharp from 'sharp';

export type CoverMotif = 'passport' | 'graduation' | 'family' | 'briefcase' | 'city' | 'chart' | 'laptop' | 'document';

const WIDTH = 1200;
const HEIGHT = 675;

// Simple white line drawings, centred on a 200x200 box.
const MOTIFS: Record<CoverMotif, string> = {
  passport:
    '<rect x="45" y="20" width="110" height="160" rx="12"/><circle cx="100" cy="85" r="30"/><path d="M70 85h60M100 55c-14 16-14 44 0 60M100 55c14 16 14 44 0 60"/><path d="M70 140h60"/>',
  graduation:
    '<path d="M20 80l80-35 80 35-80 35z"/><path d="M55 96v40c25 20 65 20 90 0V96"/><path d="M180 80v50"/>',
  family:
    '<circle cx="65" cy="60" r="20"/><circle cx="135" cy="60" r="20"/><circle cx="100" cy="110" r="14"/><path d="M30 170c0-40 20-70 35-70s35 30 35 70M100 170c0-40 20-70 35-70s35 30 35 70"/>',
  briefcase:
    '<rect x="25" y="65" width="150" height="105" rx="12"/><path d="M75 65V45h50v20M25 110h150"/><rect x="90" y="100" width="20" height="20" rx="3"/>',
  city:
    '<path d="M20 175h160"/><rect x="35" y="90" width="35" height="85"/><rect x="80" y="40" width="40" height="135"/><rect x="130" y="70" width="35" height="105"/><path d="M90 60h20M90 85h20M90 110h20M45 110h15M140 95h15"/>',
  chart:
    '<path d="M30 20v150h150"/><rect x="50" y="110" width="25" height="60"/><rect x="90" y="80" width="25" height="90"/><rect x="130" y="45" width="25" height="125"/>',
  laptop:
    '<rect x="45" y="45" width="110" height="80" rx="6"/><path d="M25 150h150l-15-25H40z"/><path d="M75 85l15 12-15 12M105 110h20"/>',
  document:
    '<path d="M55 20h65l30 30v130H55z"/><path d="M120 20v30h30M75 85h55M75 110h55M75 135h35"/>',
};

// Draws a cover image (gradient, soft shapes, motif) as SVG and rasterises it to WebP; no downloads.
export async function renderCoverImage(palette: [string, string], motif: CoverMotif): Promise<Buffer> {
  const [from, to] = palette;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="1040" cy="110" r="220" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="140" cy="620" r="260" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="600" cy="337" r="190" fill="#ffffff" fill-opacity="0.12"/>
  <g transform="translate(420 157) scale(1.8)" fill="none" stroke="#ffffff" stroke-width="7"
     stroke-linecap="round" stroke-linejoin="round">${MOTIFS[motif]}</g>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
