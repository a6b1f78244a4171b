import Link from '@/components/shell/PrefetchLink';
import { AuthorPicture } from '@/components/blog/AuthorPicture';
import type { Author } from '@/lib/blog/authors';
import type { HomePageConfig } from '@/lib/config/types';
import './home.css';

export function HomeHero({ owner, tagline, actions }: { owner: Author; tagline: string; actions: HomePageConfig['actions'] }) {
  return (
    <header className="hero">
      <div className="container hero__inner">
        {owner.imageUrl && <AuthorPicture className="hero__avatar" src={owner.imageUrl} size={120} />}
        <div>
          <h1 className="hero__title">{owner.name}</h1>
          <p className="hero__subtitle">{owner.title ?? tagline}</p>
          {owner.tagline && <p className="hero__tagline">{owner.tagline}</p>}
          {actions.length > 0 && (
            <div className="hero__actions">
              {actions.map((action, i) => (
                <Link key={action.to} className={`button ${i === 0 ? 'button--primary' : 'button--secondary'}`} href={action.to}>
                  {action.label}
                </Link>
              ))}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
