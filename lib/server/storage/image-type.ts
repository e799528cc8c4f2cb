export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const AVIF_BRANDS = new Set(['avif', 'avis']);
// Generic HEIF brands: such a file is AVIF only if it also lists an AVIF brand as compatible.
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

// The first box of an ISO media file is `ftyp`: size, 'ftyp', major brand, version, compatible brands.
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16) return false;
  const major = ascii(bytes, 8, 12);
  if (AVIF_BRANDS.has(major)) return true;
  if (!HEIF_BRANDS.has(major)) return false;
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

// Recognises an image by its leading bytes only: a client's declared type or file name proves nothing.
// Anything else, SVG included (it can carry scripts), is not an image we accept.
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}
