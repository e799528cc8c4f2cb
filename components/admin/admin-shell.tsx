'use client';

import { Menu } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ADMIN_SHELL_COPY as COPY } from '@/lib/content/admin-navigation';
import { AdminSidebar, type AdminUser } from './admin-sidebar';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { FOCUS_RING } from '@/components/ui/focus-ring';

// Tailwind's lg breakpoint: from here the sidebar is always on screen.
const WIDE_QUERY = '(min-width: 64rem)';

type Props = { user: AdminUser; siteName: string; children: ReactNode };

// Sidebar beside the content from lg up; below it the same sidebar opens as a drawer. The drawer
// is a native modal <dialog>: showModal() makes the page behind inert (the focus trap) and closes
// on Escape, and we hand focus back to the menu button ourselves on every way of closing. Printed
// (a consent proof), a page is its content only: the sidebar and the top bar are left out.
export function AdminShell({ user, siteName, children }: Props) {
  const pathname = usePathname();
  const drawerRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const closeDrawer = () => drawerRef.current?.close();

  function openDrawer() {
    const drawer = drawerRef.current;
    if (!drawer || drawer.open) return;
    drawer.showModal();
    setOpen(true);
  }

  // Browser back and forward change the page without a link click, so the drawer follows the path.
  useEffect(() => {
    drawerRef.current?.close();
  }, [pathname]);

  // A drawer left open while the window grows past lg would keep the page inert behind it.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) drawerRef.current?.close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="min-h-screen bg-slate-100 print:min-h-0 print:bg-white">
      <a
        href="#admin-main"
        className={`sr-only rounded-md bg-white px-4 py-3 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 ${FOCUS_RING}`}
      >
        {COPY.skipLink}
      </a>

      <div className="hidden lg:fixed lg:inset-y-0 lg:left-0 lg:z-30 lg:block lg:w-64 print:hidden">
        <AdminSidebar user={user} />
      </div>

      <Dialog
        ref={drawerRef}
        id="admin-drawer"
        aria-label={COPY.drawerLabel}
        className="m-0 h-dvh max-h-none w-72 max-w-[calc(100vw-3rem)] bg-brand-900 p-0 text-white backdrop:bg-slate-900/60 motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:open:-translate-x-full"
        onClose={() => {
          setOpen(false);
          menuButtonRef.current?.focus();
        }}
      >
        <AdminSidebar
          user={user}
          onNavigate={closeDrawer}
          closeButton={<DialogCloseButton label={COPY.closeMenu} onClick={closeDrawer} onDark />}
        />
      </Dialog>

      <div className="flex min-h-screen min-w-0 flex-col lg:pl-64 print:min-h-0 print:pl-0">
        <header className="sticky top-0 z-20 flex min-h-16 items-center gap-2 border-b border-slate-200 bg-white px-4 sm:px-6 lg:px-8 print:hidden">
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={open}
            aria-controls="admin-drawer"
            onClick={openDrawer}
            className={`-ml-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden ${FOCUS_RING}`}
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
            <span className="sr-only">{COPY.openMenu}</span>
          </button>
          <p className="min-w-0 truncate font-semibold text-slate-900">
            {siteName} <span className="font-normal text-slate-600">{COPY.area}</span>
          </p>
        </header>
        <main id="admin-main" tabIndex={-1} className="w-full min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
