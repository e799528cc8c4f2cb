import { PublicChrome } from '@/components/site/public-chrome';

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <PublicChrome>{children}</PublicChrome>;
}
