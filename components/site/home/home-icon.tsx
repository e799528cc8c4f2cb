import {
  Award,
  BadgeCheck,
  BookOpen,
  Briefcase,
  Globe,
  GraduationCap,
  Headset,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Laptop,
  ShieldCheck,
  Stamp,
  Trees,
  TrendingUp,
  Users,
  type IconComponent,
} from '@/components/ui/icons';
import type { HomeIconName } from '@/lib/content/home';

const ICONS: Record<HomeIconName, IconComponent> = {
  'graduation-cap': GraduationCap,
  'badge-check': BadgeCheck,
  users: Users,
  briefcase: Briefcase,
  stamp: Stamp,
  laptop: Laptop,
  'shield-check': ShieldCheck,
  'book-open': BookOpen,
  'heart-pulse': HeartPulse,
  trees: Trees,
  'trending-up': TrendingUp,
  globe: Globe,
  landmark: Landmark,
  award: Award,
  headset: Headset,
  'heart-handshake': HeartHandshake,
};

// Decorative: the card title next to it says what the card is about.
export function HomeIcon({ name, className = 'bg-brand-50 text-brand-700' }: { name: HomeIconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${className}`}>
      <Icon aria-hidden="true" className="h-6 w-6" />
    </span>
  );
}
