import {
  Award,
  BookOpen,
  Briefcase,
  CalendarCheck,
  ClipboardCheck,
  Compass,
  FileCheck,
  FileText,
  FolderOpen,
  GraduationCap,
  HandCoins,
  Heart,
  HeartHandshake,
  Languages,
  MapIcon,
  MessagesSquare,
  Plane,
  Search,
  Server,
  ShieldCheck,
  SquareKanban,
  Stamp,
  TrendingUp,
  UserRoundCheck,
  Users,
  Workflow,
  type IconComponent,
} from '@/components/ui/icons';
import type { ServiceIconName, ServiceTone } from '@/lib/services/service';

const ICONS: Record<ServiceIconName, IconComponent> = {
  'graduation-cap': GraduationCap,
  'file-text': FileText,
  stamp: Stamp,
  'hand-coins': HandCoins,
  plane: Plane,
  'clipboard-check': ClipboardCheck,
  award: Award,
  'folder-open': FolderOpen,
  search: Search,
  heart: Heart,
  users: Users,
  'file-check': FileCheck,
  languages: Languages,
  'calendar-check': CalendarCheck,
  compass: Compass,
  'user-round-check': UserRoundCheck,
  'messages-square': MessagesSquare,
  'trending-up': TrendingUp,
  map: MapIcon,
  'heart-handshake': HeartHandshake,
  'book-open': BookOpen,
  briefcase: Briefcase,
  'shield-check': ShieldCheck,
  workflow: Workflow,
  'square-kanban': SquareKanban,
  server: Server,
};

// Full class strings, so Tailwind finds them when it scans the source.
const TONES: Record<ServiceTone, string> = {
  blue: 'bg-blue-50 text-blue-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  amber: 'bg-amber-50 text-amber-700',
  rose: 'bg-rose-50 text-rose-700',
  violet: 'bg-violet-50 text-violet-700',
  teal: 'bg-teal-50 text-teal-700',
};

// Decorative: the card title next to it says what the service is.
export function ServiceIcon({ name, tone }: { name: ServiceIconName; tone: ServiceTone }) {
  const Icon = ICONS[name];
  return (
    <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${TONES[tone]}`}>
      <Icon aria-hidden="true" className="h-6 w-6" />
    </span>
  );
}
