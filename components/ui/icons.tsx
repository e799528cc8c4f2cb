import type { StaticImageData } from 'next/image';
import type { SVGProps } from 'react';
import type { IconName } from './icon-names';
import sprite from './icons.svg';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

// Where the browser finds the sprite: Next serves the imported file under a name with its hash,
// cached for a year, so a new drawing gets a new address.
export const ICON_SPRITE: string = (sprite as StaticImageData).src;

// The Lucide icons of the site as references into one cached sprite (components/ui/icons.svg,
// made by scripts/generate-icons.ts): a page carries about 150 bytes per icon instead of its
// drawing, and neither the server nor a client component renders paths. The .icon class
// (globals.css) gives Lucide's stroke; text-* colours an icon, fill-current fills it.
// Decorative by default (aria-hidden), as every icon here sits next to text that says the same.
function lucide(name: IconName): IconComponent {
  const href = `${ICON_SPRITE}#${name}`;
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'} {...props}>
        <use href={href} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const ArrowLeft = lucide('arrow-left');
export const ArrowRight = lucide('arrow-right');
export const ArrowUp = lucide('arrow-up');
export const Award = lucide('award');
export const BadgeCheck = lucide('badge-check');
export const BookOpen = lucide('book-open');
export const Bookmark = lucide('bookmark');
export const Briefcase = lucide('briefcase');
export const Calendar = lucide('calendar');
export const CalendarCheck = lucide('calendar-check');
export const ChevronLeft = lucide('chevron-left');
export const ChevronRight = lucide('chevron-right');
export const CircleCheck = lucide('circle-check');
export const ClipboardCheck = lucide('clipboard-check');
export const Clock = lucide('clock');
export const Compass = lucide('compass');
export const Eye = lucide('eye');
export const FileCheck = lucide('file-check');
export const FileText = lucide('file-text');
export const FolderOpen = lucide('folder-open');
export const Globe = lucide('globe');
export const GraduationCap = lucide('graduation-cap');
export const HandCoins = lucide('hand-coins');
export const Headset = lucide('headset');
export const Heart = lucide('heart');
export const HeartHandshake = lucide('heart-handshake');
export const HeartPulse = lucide('heart-pulse');
export const Landmark = lucide('landmark');
export const Languages = lucide('languages');
export const Laptop = lucide('laptop');
export const Mail = lucide('mail');
export const MapIcon = lucide('map');
export const MapPin = lucide('map-pin');
export const Menu = lucide('menu');
export const MessageCircle = lucide('message-circle');
export const MessagesSquare = lucide('messages-square');
export const Pause = lucide('pause');
export const Phone = lucide('phone');
export const Plane = lucide('plane');
export const Play = lucide('play');
export const Quote = lucide('quote');
export const Scale = lucide('scale');
export const Search = lucide('search');
export const Send = lucide('send');
export const Server = lucide('server');
export const Share2 = lucide('share-2');
export const ShieldCheck = lucide('shield-check');
export const SquareKanban = lucide('square-kanban');
export const Stamp = lucide('stamp');
export const Target = lucide('target');
export const Trees = lucide('trees');
export const TrendingUp = lucide('trending-up');
export const UserRoundCheck = lucide('user-round-check');
export const Users = lucide('users');
export const Workflow = lucide('workflow');
export const X = lucide('x');
