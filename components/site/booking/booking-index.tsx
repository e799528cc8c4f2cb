import Link from 'next/link';
import { ArrowRight, CalendarCheck, Clock } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import type { Channel } from '@/lib/booking/booking';
import type { BookingContact } from './link-answer';
import { ContactOptions } from './contact-options';

// One consultation type as the list shows it: its words, and its service's fee where it names one.
export type BookingIndexEntry = { id: string; name: string; description: string; duration: string; channel: Channel; fee: string | null; href: string };

export type BookingIndexTexts = {
  eyebrow: string;
  heading: string;
  intro: string;
  listHeading: string;
  durationLabel: string;
  channelLabel: string;
  feeLabel: string;
  choose: string;
  emptyHeading: string;
  emptyText: string;
  channels: Record<Channel, string>;
};

// /book: the consultations a visitor can book, each leading to its page with the picker; while
// there are none, the firm's phone, WhatsApp and contact page instead.
export function BookingIndex({ entries, texts, contact }: { entries: BookingIndexEntry[]; texts: BookingIndexTexts; contact: BookingContact }) {
  return (
    <>
      <PageHero titleId="booking-title" eyebrow={texts.eyebrow} title={texts.heading} intro={texts.intro} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14">
          {entries.length === 0 ? (
            <section aria-labelledby="booking-empty" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
              <h2 id="booking-empty" className="text-2xl font-bold text-slate-900">
                {texts.emptyHeading}
              </h2>
              <p className="mt-2 text-slate-700">{texts.emptyText}</p>
              <ContactOptions {...contact} />
            </section>
          ) : (
            <section aria-labelledby="booking-list">
              <h2 id="booking-list" className="text-2xl font-bold text-slate-900">
                {texts.listHeading}
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-2">
                {entries.map((entry) => (
                  <li key={entry.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                    <h3 className="text-xl font-semibold text-slate-900">{entry.name}</h3>
                    {entry.description && <p className="mt-2 whitespace-pre-line text-slate-700">{entry.description}</p>}
                    <dl className="mt-4 space-y-1 text-sm text-slate-700">
                      <div className="flex flex-wrap gap-x-2">
                        <dt className="font-medium">{texts.durationLabel}:</dt>
                        <dd className="inline-flex items-center gap-1">
                          <Clock aria-hidden="true" className="h-4 w-4" />
                          {entry.duration}
                        </dd>
                      </div>
                      <div className="flex flex-wrap gap-x-2">
                        <dt className="font-medium">{texts.channelLabel}:</dt>
                        <dd>{texts.channels[entry.channel]}</dd>
                      </div>
                      {entry.fee && (
                        <div className="flex flex-wrap gap-x-2">
                          <dt className="font-medium">{texts.feeLabel}:</dt>
                          <dd className="font-semibold text-slate-900">{entry.fee}</dd>
                        </div>
                      )}
                    </dl>
                    <div className="mt-auto pt-5">
                      <Link href={entry.href} className={`${buttonClass('primary')} w-full sm:w-auto`}>
                        <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                        {texts.choose}
                        <span className="sr-only">: {entry.name}</span>
                        <ArrowRight aria-hidden="true" className="h-4 w-4" />
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
