import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { ClipboardCheck } from '@/components/ui/icons';

export type ChecklistLink = { href: string; label: string };

// On a service's page, the way to the document checklists that belong to it.
export function ServiceChecklistLinks({ links }: { links: readonly ChecklistLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-8 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={buttonClass('outline')}>
            <ClipboardCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// The links' names: "Document checklist" for a service's one checklist; with several, each by its
// own title, so each link says where it goes.
export function serviceChecklistLinks(checklists: readonly { href: string; title: string }[], label: string): ChecklistLink[] {
  return checklists.map((checklist) => ({ href: checklist.href, label: checklists.length === 1 ? label : checklist.title }));
}
