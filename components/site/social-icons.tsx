import type { SocialLink } from '@/lib/site';

// Simple brand marks drawn here (no icon downloads); decorative, the link carries the name.
const PATHS: Record<SocialLink['name'], string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l.5-4H14V8.6c0-.4.2-.6.6-.6z',
  LinkedIn: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.1 1.5-2.1 3V21h-4z',
  Instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  X: 'M3 3h5.2l4.3 6 5-6H20l-6.3 7.5L21 21h-5.2l-4.7-6.5L5.6 21H3.1l6.8-8z',
};

export function SocialIcon({ name, className = 'h-4 w-4' }: { name: SocialLink['name']; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  );
}

// `newTabText`: the page's language's "(opens in a new tab)", read after each network's name.
export function SocialLinks({ socials, className = '', newTabText }: { socials: SocialLink[]; className?: string; newTabText: string }) {
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      {socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <SocialIcon name={social.name} />
            {/* The network's name is the same in every language; the note is the page's. */}
            <span translate="no" className="sr-only">
              {social.name}
            </span>
            <span className="sr-only"> {newTabText}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
