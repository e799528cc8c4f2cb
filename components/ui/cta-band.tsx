import type { ReactNode } from 'react';

type Props = {
  // The heading's id, which names the section.
  id: string;
  title: string;
  text: string;
  // 'large': the home and About pages' closing band, with more room and a bigger heading.
  size?: 'regular' | 'large';
  // The band's links or buttons (buttonClass('inverse', 'lg') and buttonClass('inverse-outline', 'lg')).
  children: ReactNode;
};

// The dark call-to-action band that closes a public page.
export function CtaBand({ id, title, text, size = 'regular', children }: Props) {
  const large = size === 'large';
  return (
    <section aria-labelledby={id} className="bg-brand-900 text-white">
      <div className={`mx-auto max-w-4xl px-4 py-16 text-center ${large ? 'sm:py-20' : ''}`}>
        <h2 id={id} className={`text-2xl font-bold ${large ? 'sm:text-4xl' : 'sm:text-3xl'}`}>
          {title}
        </h2>
        <p className="mt-4 text-lg text-blue-50">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
