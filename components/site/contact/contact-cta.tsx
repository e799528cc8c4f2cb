import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Phone } from '@/components/ui/icons';
import { CONTACT_CTA as COPY } from '@/lib/content/contact';
import { telHref } from '@/components/site/tel-href';

export function ContactCta({ phone }: { phone: string }) {
  return (
    <CtaBand id="contact-cta-title" title={COPY.heading} text={COPY.text}>
      <Link href={COPY.primary.href} className={buttonClass('inverse', 'lg')}>
        {COPY.primary.label}
      </Link>
      <a href={telHref(phone)} className={buttonClass('inverse-outline', 'lg')}>
        <Phone aria-hidden="true" className="h-4 w-4" />
        {COPY.secondaryLabel}
      </a>
    </CtaBand>
  );
}
