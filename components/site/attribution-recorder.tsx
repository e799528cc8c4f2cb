'use client';

import { useEffect } from 'react';
import { rememberFirstVisit } from '@/lib/leads/attribution';

// Records the first page, referrer and UTM parameters of the visit (for lead attribution).
export function AttributionRecorder() {
  useEffect(() => rememberFirstVisit(), []);
  return null;
}
