import type About from '../messages/en/About.json';
import type Blog from '../messages/en/Blog.json';
import type Booking from '../messages/en/Booking.json';
import type BookingMail from '../messages/en/BookingMail.json';
import type Checklists from '../messages/en/Checklists.json';
import type Chrome from '../messages/en/Chrome.json';
import type Contact from '../messages/en/Contact.json';
import type Enquiry from '../messages/en/Enquiry.json';
import type Errors from '../messages/en/Errors.json';
import type Footer from '../messages/en/Footer.json';
import type Forms from '../messages/en/Forms.json';
import type Home from '../messages/en/Home.json';
import type JsonLd from '../messages/en/JsonLd.json';
import type LeadMail from '../messages/en/LeadMail.json';
import type Legal from '../messages/en/Legal.json';
import type Metadata from '../messages/en/Metadata.json';
import type Nav from '../messages/en/Nav.json';
import type Newsletter from '../messages/en/Newsletter.json';
import type NewsletterMail from '../messages/en/NewsletterMail.json';
import type OpportunityCheck from '../messages/en/OpportunityCheck.json';
import type OpportunityRules from '../messages/en/OpportunityRules.json';
import type Services from '../messages/en/Services.json';
import type WhatsApp from '../messages/en/WhatsApp.json';
import type { Locale } from './locales';

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
      Home: typeof Home;
      About: typeof About;
      Services: typeof Services;
      Enquiry: typeof Enquiry;
      WhatsApp: typeof WhatsApp;
      JsonLd: typeof JsonLd;
      Legal: typeof Legal;
      Contact: typeof Contact;
      Forms: typeof Forms;
      LeadMail: typeof LeadMail;
      Blog: typeof Blog;
      OpportunityRules: typeof OpportunityRules;
      OpportunityCheck: typeof OpportunityCheck;
      Checklists: typeof Checklists;
      Booking: typeof Booking;
      BookingMail: typeof BookingMail;
      Newsletter: typeof Newsletter;
      NewsletterMail: typeof NewsletterMail;
    };
  }
}
