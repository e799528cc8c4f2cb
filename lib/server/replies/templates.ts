import 'server-only';
import { connectDb } from '@/lib/server/db';
import { defaultReplyTemplate } from '@/lib/replies/templates';
import { REPLY_LANGUAGES, REPLY_SERVICE_KEYS, toReplyTemplateDto, type ReplyLanguage, type ReplyTemplateDto, type ReplyTemplateInput } from '@/lib/replies/reply-template';
import { ReplyTemplateModel } from '@/models/reply-template';

const keyOf = (service: string, language: string) => `${service}:${language}`;

// Every template (each service in each language): an administrator's version where there is one,
// otherwise the default.
export async function listReplyTemplates(): Promise<ReplyTemplateDto[]> {
  await connectDb();
  const saved = new Map((await ReplyTemplateModel.find().lean()).map((row) => [row._id, row]));
  return REPLY_SERVICE_KEYS.flatMap((service) =>
    REPLY_LANGUAGES.map((language: ReplyLanguage) => {
      const row = saved.get(keyOf(service, language));
      return row ? toReplyTemplateDto(row) : { ...defaultReplyTemplate(service, language), customised: false };
    }),
  );
}

// One upsert on `_id`: saving twice leaves one document.
export async function saveReplyTemplate(input: ReplyTemplateInput, by: string): Promise<void> {
  await connectDb();
  await ReplyTemplateModel.updateOne(
    { _id: keyOf(input.service, input.language) },
    { $set: { service: input.service, language: input.language, subject: input.subject, body: input.body, updatedAt: new Date(), updatedBy: by } },
    { upsert: true },
  );
}

export async function resetReplyTemplate(service: string, language: string): Promise<void> {
  await connectDb();
  await ReplyTemplateModel.deleteOne({ _id: keyOf(service, language) });
}
