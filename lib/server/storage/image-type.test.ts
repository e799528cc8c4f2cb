import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

// An ISO media `ftyp` box: 4-byte size, 'ftyp', major brand, minor version, compatible brands.
function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), 'meta');
}

describe('detectImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their signatures', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))).toBe('png');
    expect(detectImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(detectImageType(bytes('GIF87a', [1, 0, 1, 0]))).toBe('gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('recognises AVIF by the ftyp brands avif and avis', () => {
    expect(detectImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(detectImageType(ftyp('avis', 'msf1', 'avif'))).toBe('avif');
    expect(detectImageType(ftyp('mif1', 'avif', 'miaf'))).toBe('avif');
  });

  it('rejects other ISO media files: HEIC, MP4, QuickTime', () => {
    expect(detectImageType(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(detectImageType(ftyp('mif1', 'heic'))).toBeNull();
    expect(detectImageType(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
    expect(detectImageType(ftyp('qt  '))).toBeNull();
  });

  it('rejects SVG, HTML, scripts and other text whatever they claim to be', () => {
    const texts = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg/>',
      '<!DOCTYPE html><html><body>hi</body></html>',
      '#!/bin/sh\nrm -rf /\n',
      '%PDF-1.7\n',
      'GIF90a not really',
      'RIFF....WAVEfmt ',
    ];
    for (const text of texts) expect(detectImageType(bytes(text)), text).toBeNull();
  });

  it('rejects empty input and headers cut short', () => {
    expect(detectImageType(new Uint8Array(0))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a]))).toBeNull();
    expect(detectImageType(bytes('GIF8'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEB'))).toBeNull();
    expect(detectImageType(bytes([0, 0, 0, 0x1c], 'ftypav'))).toBeNull();
    // A box that claims to be smaller than its own header is not a valid ftyp box.
    expect(detectImageType(bytes([0, 0, 0, 8], 'ftyp', 'avif', [0, 0, 0, 0]))).toBeNull();
  });

  it('looks only at the leading bytes, not at a signature further in', () => {
    expect(detectImageType(bytes(' ', [0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(detectImageType(bytes('<html>', [0xff, 0xd8, 0xff]))).toBeNull();
  });
});
