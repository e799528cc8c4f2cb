import { PageHero } from '@/components/ui/page-hero';
import { CONTACT_HERO } from '@/lib/content/contact';

export function ContactHero() {
  return <PageHero titleId="contact-title" eyebrow={CONTACT_HERO.eyebrow} title={CONTACT_HERO.heading} intro={CONTACT_HERO.intro} />;
}
