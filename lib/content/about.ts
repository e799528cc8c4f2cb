// The structure of the About page (SPEC section 2): its images, links, the order of its values and
// their icons. The words are in the catalogue (messages/<locale>/About.json), under the keys named
// here; icons are drawn by components/site/about.

export type ValueIconName = 'scale' | 'users' | 'eye' | 'globe' | 'target';

// Each image's alt text is About.<section>.imageAlt.
export const ABOUT_HERO = { image: { src: '/images/about/about-berlin.webp' } };
export const ABOUT_VISION = { image: { src: '/images/about/about-journey.webp' } };

// Keys of About.founderNote.paragraphs, in the order read. With nobody chosen to sign in the back
// office (Authors), the note is signed by the team (About.founderNote.teamSignature), as a post
// without an author is.
export const FOUNDER_NOTE_PARAGRAPHS = ['start', 'why', 'promise'] as const;

// Keys of About.values.items, in the order shown.
export const CORE_VALUES = [
  { key: 'integrity', icon: 'scale' },
  { key: 'clientCentred', icon: 'users' },
  { key: 'transparency', icon: 'eye' },
  { key: 'culturalSensitivity', icon: 'globe' },
  { key: 'longTerm', icon: 'target' },
] as const satisfies readonly { key: string; icon: ValueIconName }[];

export const ABOUT_CTA = { primaryHref: '/contact', secondaryHref: '/services' };
