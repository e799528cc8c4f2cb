import Link from 'next/link';
import { CalendarCheck } from '@/components/ui/icons';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';

type Props = { href: string; label: string; variant?: ButtonVariant; size?: 'md' | 'lg'; onClick?: () => void; className?: string };

// "Book a consultation": the way to the booking pages from a service page, the contact page, the
// points check's result and the enquiry dialog's confirmation.
export function BookLink({ href, label, variant = 'outline', size = 'lg', onClick, className = '' }: Props) {
  return (
    <Link href={href} onClick={onClick} className={`${buttonClass(variant, size)} ${className}`.trim()} data-book-link>
      <CalendarCheck aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}
