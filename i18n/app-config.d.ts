import type Chrome from '../messages/en/Chrome.json';
import type Contact from '../messages/en/Contact.json';
import type Errors from '../messages/en/Errors.json';
import type Forms from '../messages/en/Forms.json';
import type LeadMail from '../messages/en/LeadMail.json';
import type Footer from '../messages/en/Footer.json';
import type Metadata from '../messages/en/Metadata.json';
import type Nav from '../messages/en/Nav.json';
import type { Locale } from './pathnames';

// Typed keys: t('Nav.home') is checked against the English catalogue at compile time.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: {
      Metadata: typeof Metadata;
      Chrome: typeof Chrome;
      Nav: typeof Nav;
      Footer: typeof Footer;
      Errors: typeof Errors;
      Contact: typeof Contact;
      Forms: typeof Forms;
      LeadMail: typeof LeadMail;
    };
  }
}
