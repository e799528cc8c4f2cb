'use client';

import { useEffect } from 'react';
import { ENQUIRE_HASH } from '@/lib/services/service';
import { useOpenEnquiry } from './enquiry-context';

// A link to a service's page ending in #enquire (the home page's "Book a Consultation") opens the
// enquiry dialog for that service, as its own button would; closing it gives focus to that button.
export function EnquireOnHash({ serviceName, buttonId }: { serviceName: string; buttonId: string }) {
  const open = useOpenEnquiry();
  useEffect(() => {
    const openIfAsked = () => {
      const button = document.getElementById(buttonId);
      if (window.location.hash === `#${ENQUIRE_HASH}` && button) open(serviceName, button);
    };
    openIfAsked();
    window.addEventListener('hashchange', openIfAsked);
    return () => window.removeEventListener('hashchange', openIfAsked);
  }, [open, serviceName, buttonId]);
  return null;
}
