import 'server-only';
import { ApiError, fieldErrors, type FieldErrors } from '@/lib/server/http';
import { MAX_POST_FORM_BYTES, readMultipart } from '@/lib/server/storage/multipart';
import { POST_MESSAGES, type PostInput, postInputSchema } from '@/lib/posts/post';

export type PostFormRequest = { input: PostInput; image: Buffer | undefined };

// Every field of the post's schema comes as a text field of the form (the cover as its file).
const TEXT_FIELDS = Object.keys(postInputSchema.shape);

// Reads the multipart body of the create and update calls: the text fields are validated with
// the form's own schema, the image (if any) is returned as bytes for lib/storage to inspect.
// All field problems are answered together in one 400, so the form can show each under its field.
export async function readPostForm(request: Request, { imageRequired }: { imageRequired: boolean }): Promise<PostFormRequest> {
  const form = await readMultipart(request, MAX_POST_FORM_BYTES);
  const fields: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    // A file sent in place of a text field is as good as a missing field.
    // Form encoding sends line breaks as CRLF; the summary is stored with plain \n.
    if (typeof value === 'string') fields[name] = value.replace(/\r\n?/g, '\n');
  }
  const parsed = postInputSchema.safeParse(fields);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);

  const file = form.get('image');
  const image = file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : undefined;
  if (!image && imageRequired) errors.image = [POST_MESSAGES.imageRequired];

  if (!parsed.success || errors.image) {
    const message = Object.keys(errors).length === 1 && errors.image ? POST_MESSAGES.imageRequired : 'Please correct the highlighted fields';
    throw new ApiError(400, message, errors);
  }
  return { input: parsed.data, image };
}
