import toast from 'react-hot-toast';
import type { ActionFailure } from '@/lib/actions/result';
import { goToLogin } from './go-to-login';

// What every refused action shows: its message as a toast (the outage message, a conflict, "not
// allowed"), and for an expired session the sign-in page, which brings the person back here.
// `fallback` replaces the generic message of an unexpected error with the screen's own words.
export function showFailure(result: ActionFailure, fallback?: string): void {
  toast.error(result.code === 'error' && fallback ? fallback : result.message);
  if (result.code === 'unauthenticated') goToLogin();
}
