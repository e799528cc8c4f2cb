import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { localizedText } from './localized-text';

// The client's agreement to publication: when, and how it was given ("signed form", "e-mail of
// 3 May 2026"). Kept as the firm's record under UWG §5b(3) and the GDPR.
const consentSchema = new Schema(
  {
    givenAt: { type: Date, required: true },
    how: { type: String, required: true, trim: true, maxlength: 200 },
  },
  { _id: false },
);

// A client's testimonial, managed in the back office (the server's testimonials/). The home page
// shows only those published with a consent record; samples (the six that came with the site)
// never.
const testimonialSchema = new Schema(
  {
    // The quote and the course line per language ({ en, de? }, models/localized-text.ts); documents
    // written before hold plain strings, read as English and rewritten by their next save.
    text: localizedText({ required: true }),
    // As the client agreed to be named: a name or initials.
    name: { type: String, required: true, trim: true, maxlength: 80 },
    country: { type: String, trim: true, default: '' },
    // The course or service the firm helped with, and optionally the university.
    course: localizedText({ required: true }),
    university: { type: String, trim: true, default: '' },
    // What came of it ("Admitted to TU Munich"), per language; optional.
    outcome: localizedText(),
    // The day the client gave it (Berlin midnight).
    date: { type: Date, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    consent: { type: consentSchema, default: null },
    // Shown on the site; the domain code allows it only with a consent record and never for a sample.
    published: { type: Boolean, default: false },
    // Written for the launch design, not by a client; set by the seed only.
    sample: { type: Boolean, default: false },
  },
  { timestamps: true, toJSON: { versionKey: false } },
);

// The public list: published, newest first. The admin list sorts the same way.
testimonialSchema.index({ published: 1, date: -1, _id: -1 });
testimonialSchema.index({ date: -1, _id: -1 });

export type TestimonialFields = InferSchemaType<typeof testimonialSchema>;
export const Testimonial: Model<TestimonialFields> =
  (mongoose.models.Testimonial as Model<TestimonialFields>) || mongoose.model('Testimonial', testimonialSchema);
