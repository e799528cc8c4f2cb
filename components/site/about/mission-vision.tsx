import { Eye, Target } from '@/components/ui/icons';
import { AboutPhoto } from './about-photo';
import { ABOUT_MISSION as MISSION, ABOUT_VISION as VISION } from '@/lib/content/about';

// The two statements, each its own section with an address.
const PARTS = [
  { id: 'mission', Icon: Target, copy: MISSION },
  { id: 'vision', Icon: Eye, copy: VISION },
];

// Mission carries id="mission": the footer's "Our Mission" link points here.
export function MissionVision() {
  return (
    <div className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div className="space-y-12">
          {PARTS.map(({ id, Icon, copy }) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
              <Icon aria-hidden="true" className="h-10 w-10 text-brand-700" />
              <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
                {copy.heading}
              </h2>
              <p className="mt-4 text-lg text-slate-700">{copy.text}</p>
            </section>
          ))}
        </div>
        <AboutPhoto image={VISION.image} className="h-auto w-full rounded-2xl border border-slate-200" />
      </div>
    </div>
  );
}
