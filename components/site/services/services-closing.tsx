import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { SERVICES_CLOSING as CLOSING } from '@/lib/content/services';

export function ServicesClosing() {
  return (
    <CtaBand id="services-closing-title" title={CLOSING.heading} text={CLOSING.text}>
      <Link href={CLOSING.primary.href} className={buttonClass('inverse', 'lg')}>
        {CLOSING.primary.label}
      </Link>
      <Link href={CLOSING.secondary.href} className={buttonClass('inverse-outline', 'lg')}>
        {CLOSING.secondary.label}
      </Link>
    </CtaBand>
  );
}
