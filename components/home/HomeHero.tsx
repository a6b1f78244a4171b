import Link from '@/components/shell/PrefetchLink';
import type { Author } from '@/lib/blog/authors';
import './home.css';

export function HomeHero({ owner, tagline }: { owner: Author; tagline: string }) {
  return (
    <header className="hero">
      <div className="container hero__inner">
        {owner.imageUrl && <img className="hero__avatar" src={owner.imageUrl} alt="" width={120} height={120} />}
        <div>
          <h1 className="hero__title">{owner.name}</h1>
          <p className="hero__subtitle">{owner.title ?? tagline}</p>
          {owner.tagline && <p className="hero__tagline">{owner.tagline}</p>}
          <div className="hero__actions">
            <Link className="button button--primary" href="/docs/About">
              About me
            </Link>
            <Link className="button button--secondary" href="/docs/Vital/Overview">
              Read the Vital guide
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
