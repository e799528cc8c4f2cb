import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import type { ServicesCopy } from './services-copy';

export function ServicesClosing({ copy }: { copy: ServicesCopy }) {
  const { t } = copy;
  return (
    <CtaBand id="services-closing-title" title={t('closing.heading')} text={t('closing.text')}>
      <Link href={copy.href('/contact')} className={buttonClass('inverse', 'lg')}>
        {t('closing.primary')}
      </Link>
      <Link href={copy.href('/about')} className={buttonClass('inverse-outline', 'lg')}>
        {t('closing.secondary')}
      </Link>
    </CtaBand>
  );
}
