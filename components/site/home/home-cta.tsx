import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Phone } from '@/components/ui/icons';
import { telHref } from '@/components/site/tel-href';
import { HOME_CTA as CTA } from '@/lib/content/home';

export function HomeCta({ phone }: { phone: string }) {
  return (
    <CtaBand id="home-cta-title" title={CTA.heading} text={CTA.text} size="large">
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
