import { Fragment, Slice, type Node as ProseMirrorNode } from '@tiptap/pm/model';

// Pasted content brings images from anywhere: a word processor's (file: addresses of the writer's
// computer, or data: inside the HTML), a web page's, a Google Doc's. The text may only show images
// of this site's library, so a pasted image either becomes a library file (its bytes are in the
// paste: data: addresses, uploaded once the paste is in) or is left out, and the writer is told.

const IMAGE_NODES = new Set(['image', 'figure']);
const LIBRARY_PATH = /^\/(?:api\/v1\/)?uploads\/[^/?#]+$/;

// An address of this site's own uploads, as the library gives it or as copied from a page of the
// site (absolute, on this origin).
export function isLibraryImage(src: string, origin: string): boolean {
  if (LIBRARY_PATH.test(src)) return true;
  try {
    const url = new URL(src);
    return url.origin === origin && LIBRARY_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

const isEmbedded = (src: string) => /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,/i.test(src);

// The pasted slice with every image that can be neither kept nor uploaded taken out, and how many
// were taken out.
export function keepUsableImages(slice: Slice, origin: string): { slice: Slice; refused: number } {
  let refused = 0;
  const clean = (fragment: Fragment): Fragment => {
    const kept: ProseMirrorNode[] = [];
    fragment.forEach((node) => {
      if (IMAGE_NODES.has(node.type.name)) {
        const src = String(node.attrs.src ?? '');
        if (isLibraryImage(src, origin) || isEmbedded(src)) kept.push(node);
        else refused += 1;
        return;
      }
      kept.push(node.isLeaf ? node : node.copy(clean(node.content)));
    });
    return Fragment.fromArray(kept);
  };
  const content = clean(slice.content);
  return { slice: refused ? new Slice(content, slice.openStart, slice.openEnd) : slice, refused };
}

// The data: addresses still in the document (pasted images waiting for their upload).
export function embeddedImageSources(doc: ProseMirrorNode): string[] {
  const found = new Set<string>();
  doc.descendants((node) => {
    if (IMAGE_NODES.has(node.type.name) && isEmbedded(String(node.attrs.src ?? ''))) found.add(String(node.attrs.src));
  });
  return [...found];
}

// A data: address as a file for the upload route (decoded here: the back office's content policy
// does not let a page fetch data: addresses).
export function embeddedImageFile(src: string, index: number): File {
  const [head, base64 = ''] = src.split(',', 2);
  const type = /^data:([^;]+)/.exec(head ?? '')?.[1]?.toLowerCase() ?? 'image/png';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], `pasted-${index + 1}.${type.split('/')[1]?.replace('jpeg', 'jpg')}`, { type });
}
