import Link from 'next/link';
import { ArrowLeft } from '@/components/ui/icons';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { PageHero } from '@/components/ui/page-hero';
import type { PublicConsultationType } from '@/lib/booking/consultation-type';

type Props = {
  type: PublicConsultationType;
  // The hero's small line above the name: duration, channel, fee.
  facts: string;
  eyebrow: string;
  back: { label: string; href: string };
  // The picker, or its steps as pages.
  children: React.ReactNode;
};

// One consultation's booking page: its name, description and what to prepare, and the picker.
export function BookingTypePage({ type, facts, eyebrow, back, children }: Props) {
  return (
    <>
      <PageHero titleId="booking-type-title" eyebrow={eyebrow} title={type.name} intro={type.description || facts}>
        {type.description && <p className="mt-3 text-blue-100">{facts}</p>}
        {/* What to have ready, in the firm's own words (its label is part of the text it writes). */}
        {type.preparation && <p className="mt-3 max-w-3xl whitespace-pre-line rounded-lg bg-white/10 p-3 text-blue-50">{type.preparation}</p>}
      </PageHero>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <Link href={back.href} className={`mb-6 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:text-brand-900 ${FOCUS_RING}`}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {back.label}
          </Link>
          {children}
        </div>
      </div>
    </>
  );
}
