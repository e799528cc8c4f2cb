import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Phone } from '@/components/ui/icons';
import { telHref } from '@/components/site/tel-href';
import { CONSULTATION_COPY } from '@/lib/content/consultation';
import { HOME_CTA as CTA } from '@/lib/content/home';

export function HomeCta({ phone, consultationFree }: { phone: string; consultationFree: boolean }) {
  return (
    <CtaBand id="home-cta-title" title={CTA.heading} text={CTA.text + CONSULTATION_COPY.firstIsFree(consultationFree)} size="large">
      <Link href={CTA.primary.href} className={buttonClass('inverse', 'lg')}>
        {CTA.primary.label}
      </Link>
      <a href={telHref(phone)} className={buttonClass('inverse-outline', 'lg')}>
        <Phone aria-hidden="true" className="h-5 w-5" />
        {CTA.phoneLabel}
      </a>
    </CtaBand>
  );
}
