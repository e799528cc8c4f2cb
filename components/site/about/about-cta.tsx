import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { ABOUT_CTA as CTA } from '@/lib/content/about';

export function AboutCta() {
  return (
    <CtaBand id="about-cta-title" title={CTA.heading} text={CTA.text} size="large">
      <Link href={CTA.primary.href} className={buttonClass('inverse', 'lg')}>
        {CTA.primary.label}
      </Link>
      <Link href={CTA.secondary.href} className={buttonClass('inverse-outline', 'lg')}>
        {CTA.secondary.label}
      </Link>
    </CtaBand>
  );
}
