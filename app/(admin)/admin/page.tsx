import { redirect } from 'next/navigation';
import { requirePageUser } from '@/lib/server/auth/guard';

// /admin is an alias of the dashboard (SPEC route table).
export default async function AdminIndexPage() {
  await requirePageUser('/admin');
  redirect('/admin/dashboard');
}
