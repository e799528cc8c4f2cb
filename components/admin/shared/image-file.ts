import { POST_FORM } from '@/lib/content/post-form';

// What the server accepts (lib/server/storage/image.ts); it checks the bytes again, this only saves a wasted upload.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// The message to show for a file the server would refuse, or null when it may be sent.
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return POST_FORM.imageWrongType;
  if (file.size > MAX_IMAGE_BYTES) return POST_FORM.imageTooLarge;
  return null;
}
