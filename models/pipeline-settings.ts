import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

// The pipeline's stages in their order (issue 47), one document (`_id: 'pipeline'`) that the
// administrators change; absent until the first change, when the default list applies
// (lib/pipeline/stages.ts DEFAULT_STAGES).
const pipelineSettingsSchema = new Schema({
  _id: { type: String, required: true },
  stages: { type: [new Schema({ id: { type: String, required: true }, name: { type: String, required: true } }, { _id: false })], default: undefined },
  updatedAt: { type: Date },
  updatedBy: { type: String, default: '' },
});

export type PipelineSettingsFields = InferSchemaType<typeof pipelineSettingsSchema>;
export const PipelineSettings: Model<PipelineSettingsFields> =
  (mongoose.models.PipelineSettings as Model<PipelineSettingsFields>) || mongoose.model('PipelineSettings', pipelineSettingsSchema);
