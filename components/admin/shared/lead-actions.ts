import toast from 'react-hot-toast';
import { goToLogin, sendAdminJson, type ApiResult, type FieldErrors } from '@/components/admin/admin-api';

// The lead page's writes. Each answers the field errors (empty when it worked) so a form keeps
// what was typed and says what is wrong; a toast says how it went.

export const leadUrl = (id: string, rest = '') => `/api/v1/contact/enquiries/${encodeURIComponent(id)}${rest}`;

export async function leadWrite(url: string, method: string, body: unknown, done: string, failed: string): Promise<{ ok: boolean; errors: FieldErrors }> {
  const result: ApiResult = await sendAdminJson(url, method, body);
  if (result.ok) {
    toast.success(done);
    return { ok: true, errors: {} };
  }
  if (result.status === 401) goToLogin();
  toast.error(result.message && result.status !== 400 ? result.message : failed);
  return { ok: false, errors: result.errors ?? {} };
}
