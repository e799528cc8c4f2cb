import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// An administrator's version of one service (lib/services/defaults.ts has the defaults): `_id` is
// the service's id (its section id on /services), so there is one per service and saving is one
// upsert. The whole service is stored as saved; lib/validation/service.ts checks it first.
const feeSchema = new Schema(
  {
    kind: { type: String, required: true, enum: ['on-request', 'from', 'fixed'] },
    amount: { type: Number, default: null },
    note: { type: String, default: '' },
  },
  { _id: false },
);

const serviceSchema = new Schema({
  _id: { type: String, required: true },
  title: { type: String, required: true },
  summary: { type: String, required: true },
  description: { type: String, default: '' },
  offerings: {
    type: [
      new Schema(
        {
          title: { type: String, required: true },
          description: { type: String, required: true },
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
    type: [new Schema({ question: { type: String, required: true }, answer: { type: String, required: true } }, { _id: false })],
    default: [],
  },
  // Only the Opportunity Card's document has it.
  opportunityCard: {
    type: new Schema(
      {
        points: { type: [new Schema({ criterion: String, points: String }, { _id: false })], default: [] },
        minimumPoints: { type: Number, required: true },
        requirements: { type: [String], default: [] },
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
