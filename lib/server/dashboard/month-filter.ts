import 'server-only';
import mongoose from 'mongoose';
import { monthRange, type MonthRef } from '@/lib/dashboard/month-range';

// A date condition for one Berlin month. trusted(): with sanitizeFilter on, mongoose would
// otherwise turn the operators into an equality test against the object.
export function inMonth(ref: MonthRef) {
  const { start, end } = monthRange(ref);
  return mongoose.trusted({ $gte: start, $lt: end });
}
