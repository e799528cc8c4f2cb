import { categoryId } from '@/lib/posts/dto';
import { POST_CATEGORIES, type PostCategory } from '@/lib/validation/post';

// Each category's own page (/blog/category/{id}): its heading, search title and description.
export type BlogCategoryPage = { id: string; name: PostCategory; heading: string; title: string; description: string };

const COPY: Record<PostCategory, Omit<BlogCategoryPage, 'id' | 'name'>> = {
  Immigration: {
    heading: 'Immigration to Germany',
    title: 'Immigration to Germany: Guides on Residence, Registration and Family',
    description:
      'How to move to Germany and stay: residence permits, registering your address, family reunification and permanent residence, explained by our Berlin team.',
  },
  Education: {
    heading: 'Studying in Germany',
    title: 'Studying in Germany: Guides on Universities, Applications and Funding',
    description:
      'Choosing a German university, applying through uni-assist, language requirements, the blocked account and scholarships: practical guides for students.',
  },
  Career: {
    heading: 'Working in Germany',
    title: 'Working in Germany: Guides on Jobs, Recognition and Careers',
    description:
      'Finding a job in Germany, getting your qualification recognised, German-style CVs and salaries: advice for professionals moving to Germany.',
  },
  Visa: {
    heading: 'German visas',
    title: 'German Visas: Student Visa, Opportunity Card, Blue Card and More',
    description:
      'Which German visa fits your plans, what it needs and how long it takes: the student visa, the Opportunity Card, the EU Blue Card and family visas.',
  },
  Germany: {
    heading: 'Living in Germany',
    title: 'Living in Germany: Guides on Housing, Insurance and Everyday Life',
    description:
      'Finding a flat, health insurance, opening a bank account and settling into everyday life in Germany: guides for newcomers from our Berlin team.',
  },
  General: {
    heading: 'News and general advice',
    title: 'News and General Advice on Moving to Germany',
    description: 'News from our consultancy and general advice for anyone planning to study, work or live in Germany.',
  },
};

export const BLOG_CATEGORY_PAGES: BlogCategoryPage[] = POST_CATEGORIES.map((name) => ({ id: categoryId(name), name, ...COPY[name] }));

export function blogCategoryPage(id: string): BlogCategoryPage | undefined {
  return BLOG_CATEGORY_PAGES.find((page) => page.id === id);
}
