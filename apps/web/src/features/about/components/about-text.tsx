import { Link } from 'react-router';
import { buttonClasses, RichText } from '@/components/ui';
import { paths } from '@/lib/paths';
import type { AboutView } from './about-content';

interface AboutTextProps {
  view: AboutView;
  artistName: string;
}

/** Heading, bio, statement and the way onward (contact, gallery). */
export function AboutText({ view, artistName }: AboutTextProps) {
  return (
    <article className="space-y-10">
      <header>
        <p className="label-caps mb-3">The artist</p>
        <h1 className="text-4xl md:text-5xl">{view.heading}</h1>
      </header>

      {view.bioHtml ? (
        <RichText html={view.bioHtml} />
      ) : (
        // No bio written yet: a short, true sentence rather than an empty page.
        <div className="prose">
          <p>{artistName} is a contemporary oil painter.</p>
          <p>
            A fuller biography is on its way. Until then the paintings say the most, and you are
            welcome to write with any question about the work.
          </p>
        </div>
      )}

      {view.statementHtml && (
        <section
          aria-labelledby="artist-statement"
          className="space-y-5 border-t border-line pt-10"
        >
          <h2 id="artist-statement" className="text-3xl">
            Artist statement
          </h2>
          <RichText html={view.statementHtml} />
        </section>
      )}

      <aside aria-label="Get in touch" className="space-y-5 border-t border-line pt-10">
        <p className="max-w-prose text-lg">
          Commissions, studio visits or a question about a painting: I would love to hear from you.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.contact()} className={buttonClasses('primary')}>
            Get in touch
          </Link>
          <Link to={paths.artworks()} className={buttonClasses('secondary')}>
            View the work
          </Link>
        </div>
      </aside>
    </article>
  );
}
