// npx tsx scripts/generate-site-images.ts: draws the home hero slides (1600x900) and the About
// illustrations (1200x900) as SVG and encodes them to WebP with sharp, each also in the narrower
// widths of lib/site-images.ts. Nothing is downloaded and no text is drawn, so the output is the
// same on every machine; the results are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SITE_IMAGE_WIDTHS, siteImageVariant } from '@/lib/site-images';
import { ROOT } from './lib/paths';

const QUALITY = 70;

// Deterministic pseudo-random numbers (mulberry32), so re-running the script changes nothing.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sky = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((color, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

// A row of block buildings between x0 and x1 standing on baseY, with a few lit windows.
function skyline(seed: number, x0: number, x1: number, baseY: number, maxH: number, fill: string, windows = false) {
  const rnd = random(seed);
  let out = '';
  for (let x = x0; x < x1; ) {
    const w = 40 + rnd() * 90;
    const h = maxH * (0.35 + rnd() * 0.65);
    out += `<rect x="${x.toFixed(1)}" y="${(baseY - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"/>`;
    if (windows) {
      for (let wy = baseY - h + 14; wy < baseY - 12; wy += 22) {
        for (let wx = x + 8; wx < x + w - 12; wx += 16) {
          if (rnd() < 0.18) out += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="6" height="9" fill="#fcd34d" opacity="0.8"/>`;
        }
      }
    }
    x += w + rnd() * 6;
  }
  return out;
}

// The Berlin TV tower: tapered shaft, sphere with a window band, antenna with a red tip.
function tvTower(cx: number, baseY: number, scale: number, fill: string) {
  const s = (n: number) => n * scale;
  const sphereY = baseY - s(560);
  return `<polygon points="${cx - s(16)},${baseY} ${cx + s(16)},${baseY} ${cx + s(7)},${sphereY} ${cx - s(7)},${sphereY}" fill="${fill}"/>
  <circle cx="${cx}" cy="${sphereY}" r="${s(50)}" fill="${fill}"/>
  <rect x="${cx - s(50)}" y="${sphereY - s(6)}" width="${s(100)}" height="${s(9)}" fill="#fcd34d" opacity="0.55"/>
  <rect x="${cx - s(5)}" y="${sphereY - s(170)}" width="${s(10)}" height="${s(130)}" fill="${fill}"/>
  <rect x="${cx - s(2)}" y="${sphereY - s(250)}" width="${s(4)}" height="${s(90)}" fill="${fill}"/>
  <circle cx="${cx}" cy="${sphereY - s(252)}" r="${s(5)}" fill="#ef4444"/>`;
}

// The Brandenburg Gate: steps, six columns, entablature, attic and an abstract quadriga.
function brandenburgGate(cx: number, baseY: number, fill: string) {
  const width = 620;
  const left = cx - width / 2;
  let columns = '';
  for (let i = 0; i < 6; i += 1) columns += `<rect x="${left + 20 + i * 112}" y="${baseY - 300}" width="32" height="300" fill="${fill}"/>`;
  return `<rect x="${left - 30}" y="${baseY}" width="${width + 60}" height="18" fill="${fill}"/>
  ${columns}
  <rect x="${left}" y="${baseY - 340}" width="${width}" height="44" fill="${fill}"/>
  <rect x="${left + 60}" y="${baseY - 390}" width="${width - 120}" height="52" fill="${fill}"/>
  <polygon points="${cx - 90},${baseY - 390} ${cx + 90},${baseY - 390} ${cx + 60},${baseY - 420} ${cx - 60},${baseY - 420}" fill="${fill}"/>
  <path d="M${cx - 70} ${baseY - 420} l10 -40 l20 -10 l10 20 l20 -30 l20 30 l10 -20 l20 10 l10 40 z" fill="${fill}"/>
  <rect x="${cx - 4}" y="${baseY - 500}" width="8" height="50" fill="${fill}"/>`;
}

function trees(seed: number, x0: number, x1: number, baseY: number, fill: string) {
  const rnd = random(seed);
  let out = '';
  for (let x = x0; x < x1; x += 26 + rnd() * 30) out += `<circle cx="${x.toFixed(1)}" cy="${(baseY - 20 - rnd() * 40).toFixed(1)}" r="${(30 + rnd() * 30).toFixed(1)}" fill="${fill}"/>`;
  return out;
}

function stars(seed: number, count: number, width: number, height: number) {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) out += `<circle cx="${(rnd() * width).toFixed(1)}" cy="${(rnd() * height).toFixed(1)}" r="${(0.8 + rnd() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`;
  return out;
}

// A classical university building with pediment and columns.
function university(cx: number, baseY: number, fill: string, accent: string) {
  let columns = '';
  for (let i = 0; i < 8; i += 1) columns += `<rect x="${cx - 330 + i * 88}" y="${baseY - 250}" width="34" height="230" fill="${fill}"/>`;
  return `<rect x="${cx - 400}" y="${baseY - 20}" width="800" height="20" fill="${fill}"/><rect x="${cx - 430}" y="${baseY}" width="860" height="20" fill="${fill}"/>
  ${columns}<rect x="${cx - 380}" y="${baseY - 290}" width="760" height="40" fill="${fill}"/>
  <polygon points="${cx - 400},${baseY - 290} ${cx + 400},${baseY - 290} ${cx},${baseY - 430}" fill="${fill}"/>
  <circle cx="${cx}" cy="${baseY - 340}" r="26" fill="${accent}" opacity="0.7"/>`;
}

function gradCap(cx: number, cy: number, fill: string, tassel: string) {
  return `<polygon points="${cx - 120},${cy} ${cx},${cy - 50} ${cx + 120},${cy} ${cx},${cy + 50}" fill="${fill}"/>
  <path d="M${cx - 70} ${cy + 22} v50 q70 40 140 0 v-50 l-70 28 z" fill="${fill}"/>
  <path d="M${cx} ${cy} L${cx + 95} ${cy + 20} v70" stroke="${tassel}" stroke-width="6" fill="none"/><circle cx="${cx + 95}" cy="${cy + 95}" r="12" fill="${tassel}"/>`;
}

function documents() {
  const lines = (x: number, y: number, n: number, w: number) =>
    Array.from({ length: n }, (_, i) => `<rect x="${x}" y="${y + i * 34}" width="${i % 3 === 2 ? w * 0.6 : w}" height="12" rx="6" fill="#cbd5e1"/>`).join('');
  const checks = [0, 1, 2, 3]
    .map((i) => `<rect x="930" y="${300 + i * 80}" width="40" height="40" rx="8" fill="#dcfce7"/><path d="M938 ${320 + i * 80} l10 10 l16 -20" stroke="#15803d" stroke-width="6" fill="none"/><rect x="990" y="${312 + i * 80}" width="${220 - i * 30}" height="14" rx="7" fill="#cbd5e1"/>`)
    .join('');
  return `<g transform="rotate(-8 520 480)"><rect x="300" y="200" width="440" height="560" rx="18" fill="#f8fafc"/>${lines(350, 290, 10, 340)}<rect x="350" y="240" width="200" height="22" rx="8" fill="#1d4ed8"/></g>
  <g transform="rotate(6 1080 480)"><rect x="880" y="220" width="420" height="520" rx="18" fill="#ffffff"/>${checks}</g>
  <g transform="rotate(-14 660 640)"><rect x="560" y="470" width="260" height="340" rx="22" fill="#7f1d1d"/><circle cx="690" cy="600" r="62" fill="none" stroke="#fcd34d" stroke-width="8"/><rect x="620" y="700" width="140" height="12" rx="6" fill="#fcd34d"/></g>
  <circle cx="1240" cy="690" r="90" fill="none" stroke="#dc2626" stroke-width="12" opacity="0.85"/><path d="M1195 690 l30 30 l60 -70" stroke="#dc2626" stroke-width="14" fill="none" opacity="0.85"/>
  <rect x="140" y="620" width="300" height="18" rx="9" fill="#0f172a" transform="rotate(-30 290 629)"/>`;
}

function globe(cx: number, cy: number, r: number) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0e7490"/>
  <path d="M${cx - r * 0.6} ${cy - r * 0.5} q${r * 0.3} -${r * 0.3} ${r * 0.6} -${r * 0.1} t${r * 0.3} ${r * 0.4} q-${r * 0.4} ${r * 0.3} -${r * 0.9} -${r * 0.3}z M${cx - r * 0.2} ${cy + r * 0.1} q${r * 0.5} 0 ${r * 0.6} ${r * 0.5} q-${r * 0.3} ${r * 0.3} -${r * 0.6} 0z" fill="#34d399" opacity="0.85"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${r * 0.45}" ry="${r}" fill="none" stroke="#e0f2fe" stroke-opacity="0.45" stroke-width="3"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.35}" fill="none" stroke="#e0f2fe" stroke-opacity="0.45" stroke-width="3"/>
  <line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}" stroke="#e0f2fe" stroke-opacity="0.45" stroke-width="3"/>`;
}

const plane = (x: number, y: number, angle: number) =>
  `<path transform="translate(${x} ${y}) rotate(${angle})" d="M-40 0 L30 -6 L44 0 L30 6 Z M0 -4 L-14 -34 L-4 -34 L18 -4 Z M0 4 L-14 34 L-4 34 L18 4 Z M-36 -2 L-44 -16 L-38 -16 L-28 -2 Z" fill="#f8fafc"/>`;

const pin = (x: number, y: number) =>
  `<path d="M${x} ${y} c-40 -50 -60 -80 -60 -110 a60 60 0 0 1 120 0 c0 30 -20 60 -60 110z" fill="#f59e0b"/><circle cx="${x}" cy="${y - 110}" r="22" fill="#172554"/>`;

type Scene = { file: string; width: number; height: number; body: string; defs: string };

const scenes: Scene[] = [
  {
    file: 'home/hero-berlin-skyline.webp', width: 1600, height: 900,
    defs: sky('s1', ['#020617', '#172554', '#1e40af', '#f59e0b']),
    body: `<rect width="1600" height="900" fill="url(#s1)"/>${stars(1, 120, 1600, 450)}<circle cx="330" cy="640" r="120" fill="#fbbf24" opacity="0.35"/>
      ${skyline(2, 0, 1600, 820, 320, '#1e3a8a')}${tvTower(1120, 860, 1, '#0f172a')}${skyline(3, -20, 1620, 900, 220, '#0b1224', true)}`,
  },
  {
    file: 'home/hero-brandenburg-gate.webp', width: 1600, height: 900,
    defs: sky('s2', ['#172554', '#0e7490', '#fde68a']),
    body: `<rect width="1600" height="900" fill="url(#s2)"/><circle cx="800" cy="560" r="260" fill="#fef3c7" opacity="0.35"/>
      ${trees(4, -20, 420, 760, '#0f3b3a')}${trees(5, 1180, 1640, 760, '#0f3b3a')}${brandenburgGate(800, 760, '#0b1f33')}
      <rect y="778" width="1600" height="122" fill="#0b1f33"/><path d="M800 780 L200 900 M800 780 L1400 900 M800 780 L800 900" stroke="#1e3a5f" stroke-width="4"/>`,
  },
  {
    file: 'home/hero-university.webp', width: 1600, height: 900,
    defs: sky('s3', ['#0c4a6e', '#1e3a8a', '#312e81']),
    body: `<rect width="1600" height="900" fill="url(#s3)"/><circle cx="1320" cy="180" r="90" fill="#fde68a" opacity="0.5"/>
      ${skyline(6, 0, 1600, 800, 200, '#1e3a8a')}${university(820, 800, '#0f172a', '#fcd34d')}<rect y="820" width="1600" height="80" fill="#0f172a"/>
      ${gradCap(300, 260, '#0f172a', '#fbbf24')}<rect x="180" y="700" width="220" height="40" rx="6" fill="#b91c1c"/><rect x="200" y="660" width="200" height="40" rx="6" fill="#1d4ed8"/><rect x="190" y="620" width="190" height="40" rx="6" fill="#047857"/>`,
  },
  {
    file: 'home/hero-documents.webp', width: 1600, height: 900,
    defs: sky('s4', ['#1e293b', '#0f172a']),
    body: `<rect width="1600" height="900" fill="url(#s4)"/><circle cx="1450" cy="120" r="260" fill="#1d4ed8" opacity="0.25"/><circle cx="120" cy="860" r="240" fill="#0e7490" opacity="0.25"/>${documents()}`,
  },
  {
    file: 'home/hero-journey.webp', width: 1600, height: 900,
    defs: sky('s5', ['#0f172a', '#1e3a8a', '#0e7490']),
    body: `<rect width="1600" height="900" fill="url(#s5)"/>${stars(7, 80, 1600, 500)}${globe(330, 560, 220)}
      <path d="M420 360 Q820 40 1230 420" stroke="#fde68a" stroke-width="6" stroke-dasharray="18 16" fill="none"/>${plane(840, 205, 8)}
      ${skyline(8, 1000, 1600, 900, 200, '#0b1224', true)}${tvTower(1240, 900, 0.55, '#0b1224')}${pin(1240, 420)}`,
  },
  {
    file: 'about/about-berlin.webp', width: 1200, height: 900,
    defs: sky('a1', ['#1e3a8a', '#7c3aed', '#f59e0b']),
    body: `<rect width="1200" height="900" fill="url(#a1)"/><circle cx="300" cy="560" r="110" fill="#fde68a" opacity="0.6"/>
      ${skyline(9, 0, 1200, 640, 260, '#312e81')}${tvTower(820, 660, 0.75, '#1e1b4b')}<rect y="640" width="1200" height="260" fill="#1e3a8a"/>
      ${[0, 1, 2, 3, 4].map((i) => `<path d="M${100 + i * 210} 760 a105 90 0 0 1 210 0" fill="none" stroke="#7f1d1d" stroke-width="26"/>`).join('')}
      <rect x="80" y="660" width="1060" height="36" fill="#991b1b"/><rect x="80" y="760" width="1060" height="22" fill="#7f1d1d"/>
      ${[540, 630].map((x) => `<rect x="${x}" y="570" width="40" height="90" fill="#991b1b"/><polygon points="${x - 6},570 ${x + 46},570 ${x + 20},530" fill="#7f1d1d"/>`).join('')}
      <rect y="800" width="1200" height="100" fill="#172554" opacity="0.8"/>`,
  },
  {
    file: 'about/about-journey.webp', width: 1200, height: 900,
    defs: sky('a2', ['#ecfeff', '#bfdbfe']),
    body: `<rect width="1200" height="900" fill="url(#a2)"/>${globe(260, 330, 170)}
      <path d="M360 220 Q700 0 816 470" stroke="#1d4ed8" stroke-width="6" stroke-dasharray="16 14" fill="none"/>${plane(644, 168, 22).replace('#f8fafc', '#1e3a8a')}
      <g transform="translate(400 360) scale(0.8)">${university(520, 600, '#1e3a8a', '#f59e0b')}</g>
      <rect y="840" width="1200" height="60" fill="#1e3a8a"/>${gradCap(220, 700, '#172554', '#f59e0b')}`,
  },
];

for (const scene of scenes) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}"><defs>${scene.defs}</defs>${scene.body}</svg>`;
  const target = path.join(ROOT, 'public', 'images', scene.file);
  mkdirSync(path.dirname(target), { recursive: true });
  const info = await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 6 }).toFile(target);
  console.log(`wrote ${path.relative(ROOT, target)} (${Math.round(info.size / 1024)} kB)`);
  // Narrower copies, served as static files in the image's srcset (lib/site-images.ts).
  for (const width of SITE_IMAGE_WIDTHS.filter((candidate) => candidate < scene.width)) {
    const file = path.join(ROOT, 'public', siteImageVariant(`/images/${scene.file}`, width));
    const variant = await sharp(Buffer.from(svg)).resize(width).webp({ quality: QUALITY, effort: 6 }).toFile(file);
    console.log(`wrote ${path.relative(ROOT, file)} (${Math.round(variant.size / 1024)} kB)`);
  }
}
