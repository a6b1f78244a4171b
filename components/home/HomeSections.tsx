import Link from '@/components/shell/PrefetchLink';
import type { HomePageConfig } from '@/lib/config/types';
import './home.css';

/** The home page's cards (site.config.ts, `home.sections`); nothing when there are none. */
export function HomeSections({ title, items }: HomePageConfig['sections']) {
  if (items.length === 0) return null;
  return (
    <section className="container home-sections" aria-labelledby="home-sections-title">
      <h2 id="home-sections-title">{title}</h2>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.to} className="card">
            <h3>
              <Link href={item.to}>{item.title}</Link>
            </h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
