import type { ReactNode } from 'react';
import { PageHead } from '@/components/ui';
import { useSiteName } from '@/lib/public-settings';
import { usePageContent } from '../api/get-page-content';
import { homeContent } from '../lib/home-content';
import { HeroSection } from './hero-section';
import { RecentWorks } from './recent-works';
import { WelcomeSection } from './welcome-section';

interface HomePageProps {
  /** "From the Studio" comes from the blog feature; the route module passes it in. */
  studioSlot?: ReactNode;
}

/** docs/product.md §2 Home: hero, welcome, Recent Works, then the studio's latest posts. */
export function HomePage({ studioSlot }: HomePageProps) {
  const siteName = useSiteName();
  const page = usePageContent('home');
  const content = homeContent(page.data, siteName);
  return (
    <>
      <PageHead title={content.metaTitle} description={content.metaDescription} />
      <HeroSection
        heading={content.heroHeading}
        subheading={content.heroSubheading}
        textPending={page.isPending}
      />
      {/* Block flow (not flex) so each section's mx-auto + max-width centres it at full width. */}
      <div className="mt-20 space-y-24 md:mt-28 md:space-y-32">
        <WelcomeSection
          heading={content.welcomeHeading}
          html={content.welcomeText}
          pending={page.isPending}
        />
        <RecentWorks />
        {studioSlot}
      </div>
    </>
  );
}
