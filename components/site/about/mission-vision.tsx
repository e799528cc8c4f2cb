import { Eye, Target } from '@/components/ui/icons';
import { AboutPhoto } from './about-photo';
import type { AboutTranslator } from './about-translator';
import type { PageImageSource } from '@/lib/page-images/slots';

// The two statements, each its own section with an address (and its key in About).
const PARTS = [
  { id: 'mission', Icon: Target },
  { id: 'vision', Icon: Eye },
] as const;

// Mission carries id="mission": the footer's "Our Mission" link points here.
export function MissionVision({ t, image }: { t: AboutTranslator; image: PageImageSource }) {
  return (
    <div className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div className="space-y-12">
          {PARTS.map(({ id, Icon }) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
              <Icon aria-hidden="true" className="h-10 w-10 text-brand-700" />
              <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
                {t(`${id}.heading`)}
              </h2>
              <p className="mt-4 text-lg text-slate-700">{t(`${id}.text`)}</p>
            </section>
          ))}
        </div>
        <AboutPhoto image={image} alt={t('vision.imageAlt')} className="h-auto w-full rounded-2xl border border-slate-200" />
      </div>
    </div>
  );
}
