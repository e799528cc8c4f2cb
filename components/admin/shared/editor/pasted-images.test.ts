import { Slice } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { editorSchema } from '@/lib/editor/markdown';
import { embeddedImageFile, embeddedImageSources, isLibraryImage, keepUsableImages } from './pasted-images';

const ORIGIN = 'https://www.example-consultancy.de';
const schema = editorSchema();
// A 1×1 PNG, as a word processor embeds a picture in its HTML.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAfbLI3wAAAABJRU5ErkJggg==';

const paragraphWithImage = (src: string) =>
  schema.node('paragraph', null, [schema.text('Before '), schema.node('image', { src, alt: 'x' }), schema.text(' after')]);

describe('pasted images', () => {
  it('knows the library’s own addresses, relative or on this origin', () => {
    expect(isLibraryImage('/uploads/0b2f6e1c.webp', ORIGIN)).toBe(true);
    expect(isLibraryImage('/api/v1/uploads/0b2f6e1c.webp', ORIGIN)).toBe(true);
    expect(isLibraryImage(`${ORIGIN}/uploads/0b2f6e1c.webp`, ORIGIN)).toBe(true);
    expect(isLibraryImage('https://elsewhere.example/uploads/0b2f6e1c.webp', ORIGIN)).toBe(false);
    expect(isLibraryImage('file:///C:/Users/anna/image001.png', ORIGIN)).toBe(false);
    expect(isLibraryImage('/uploads/../secret', ORIGIN)).toBe(false);
  });

  it('keeps library and embedded images, and takes out and counts the others, inline or alone', () => {
    const pasted = new Slice(
      schema.nodes.doc!.create(null, [
        paragraphWithImage('/uploads/kept.webp'),
        paragraphWithImage(PNG),
        paragraphWithImage('https://lh7-googleusercontent.example/photo.png'),
        schema.node('figure', { src: 'file:///C:/Temp/image002.png', alt: '' }),
        schema.node('blockquote', null, [paragraphWithImage('http://other.example/a.jpg')]),
      ]).content,
      0,
      0,
    );
    const { slice, refused } = keepUsableImages(pasted, ORIGIN);
    expect(refused).toBe(3);
    const sources: string[] = [];
    slice.content.descendants((node) => {
      if (node.type.name === 'image' || node.type.name === 'figure') sources.push(String(node.attrs.src));
    });
    expect(sources).toEqual(['/uploads/kept.webp', PNG]);
    // The words around a refused image stay.
    expect(slice.content.textBetween(0, slice.content.size, '|')).toBe('Before  after|Before  after|Before  after|Before  after');
  });

  it('leaves a paste without images as it was', () => {
    const pasted = new Slice(schema.nodes.doc!.create(null, [schema.node('paragraph', null, [schema.text('Plain words')])]).content, 0, 0);
    expect(keepUsableImages(pasted, ORIGIN)).toEqual({ slice: pasted, refused: 0 });
  });

  it('finds the embedded images waiting for their upload, once each, and makes them files', () => {
    const doc = schema.nodes.doc!.create(null, [paragraphWithImage(PNG), schema.node('figure', { src: PNG, alt: '' }), paragraphWithImage('/uploads/kept.webp')]);
    expect(embeddedImageSources(doc)).toEqual([PNG]);
    const file = embeddedImageFile(PNG, 0);
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('pasted-1.png');
    expect(file.size).toBe(70);
  });
});
