import type { getTranslations } from 'next-intl/server';

// The home page's catalogue (messages/<locale>/Home.json), read once by the page and handed to its
// sections: they stay plain synchronous server components, which the integration tests can render.
export type HomeTranslator = Awaited<ReturnType<typeof getTranslations<'Home'>>>;
