import { Pencil } from 'lucide-react';
import Link from 'next/link';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

// The links in a back-office list row or card to one record: its edit page and its public page.
// `name` is the record's name, so each row's link has its own accessible name.
type Props = { href: string; label: string; name: string };

export function EditLink({ href, label, name, variant = 'secondary', size = 'sm' }: Props & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <Link href={href} className={buttonClass(variant, size)} aria-label={`${label}: ${name}`}>
      <Pencil aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}

// A prefetch renders the public page; one in flight while the record is deleted could put the old
// page back into the cache (ARCHITECTURE.md, Known gaps).
export function PublicPageLink({ href, label, name }: Props) {
  return (
    <Link href={href} prefetch={false} className={buttonClass('outline', 'sm')} aria-label={`${label}: ${name}`}>
      {label}
    </Link>
  );
}
