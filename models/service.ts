import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { localizedText, localizedTextSchema } from './localized-text';

// An administrator's version of one service (lib/services/defaults.ts has the defaults): `_id` is
// the service's id (its section id on /services), so there is one per service and saving is one
// upsert. The whole service is stored as saved; lib/services/service.ts checks it first. Texts
// are per language ({ en, de? }, models/localized-text.ts); documents saved before that hold plain
// strings, which reads take as English (readServiceRecords) and the next save replaces.
const feeSchema = new Schema(
  {
    kind: { type: String, required: true, enum: ['on-request', 'from', 'fixed'] },
    amount: { type: Number, default: null },
    note: localizedText(),
  },
  { _id: false },
);

const serviceSchema = new Schema({
  _id: { type: String, required: true },
  title: localizedText({ required: true }),
  summary: localizedText({ required: true }),
  description: localizedText(),
  // The service's address in each language but English (English: the id): { de: 'chancenkarte' }.
  slugs: { type: Schema.Types.Mixed, default: null },
  offerings: {
    type: [
      new Schema(
        {
          title: localizedText({ required: true }),
          description: localizedText({ required: true }),
          icon: { type: String, required: true },
          tone: { type: String, required: true },
          fee: { type: feeSchema, default: null },
        },
        { _id: false },
      ),
    ],
    default: [],
  },
  fee: { type: feeSchema, required: true },
  faq: {
    type: [new Schema({ question: localizedText({ required: true }), answer: localizedText({ required: true }) }, { _id: false })],
    default: [],
  },
  // Only the Opportunity Card's document has it. Its points table is generated from the rules in
  // the code (lib/opportunity-card/rules.ts); older documents still hold `points` and
  // `minimumPoints`, which nothing reads and the next save replaces.
  opportunityCard: {
    type: new Schema(
      {
        requirements: { type: [localizedTextSchema], default: [] },
        requiredFunds: { type: new Schema({ amount: Number, validFrom: String }, { _id: false }), required: true },
      },
      { _id: false },
    ),
    default: null,
  },
  updatedAt: { type: Date, default: () => new Date() },
  // The administrator's e-mail address.
  updatedBy: { type: String, default: '' },
});

export type ServiceFields = InferSchemaType<typeof serviceSchema>;
export const ServiceModel: Model<ServiceFields> = (mongoose.models.Service as Model<ServiceFields>) || mongoose.model('Service', serviceSchema);
