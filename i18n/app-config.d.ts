import type Blog from '../messages/en/Blog.json';
import type Chrome from '../messages/en/Chrome.json';
import type Footer from '../messages/en/Footer.json';
import type Metadata from '../messages/en/Metadata.json';
import type Nav from '../messages/en/Nav.json';
import type { Locale } from './pathnames';

// Typed keys: t('Nav.home') is checked against the English catalogue at compile time.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: { Metadata: typeof Metadata; Chrome: typeof Chrome; Nav: typeof Nav; Footer: typeof Footer; Blog: typeof Blog };
  }
}
