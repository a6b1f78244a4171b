import Link from '@/components/shell/PrefetchLink';
import './home.css';

const SECTIONS = [
  {
    title: 'Vital synthesizer guide',
    href: '/docs/Vital/Overview',
    text: 'A complete user guide to the open-source wavetable synthesizer: oscillators, filters, modulation, effects and the wavetable editor, with worked examples.',
  },
  {
    title: 'Vital code docs',
    href: '/docs/Vital/Vital-Code-Docs',
    text: 'How the synthesizer’s C++ source is organised, from the JUCE plugin shell to the SIMD voice engine, and how a MIDI note becomes sound.',
  },
  {
    title: 'Twelve Pieces for Piano',
    href: '/docs/My-Pieces/Twelve',
    text: 'My 2024 cycle of short piano pieces, with programme notes, keys, tempi and performance advice for each piece.',
  },
  {
    title: 'Music Theory API',
    href: '/api',
    text: 'Reference for a small REST API that spells chords, scales and common progressions correctly, rendered from its OpenAPI description.',
  },
  {
    title: 'Blog',
    href: '/blog',
    text: 'Notes on documentation craft, synthesizers and modelling music theory in software.',
  },
  {
    title: 'Search',
    href: '/search',
    text: 'Find any page, heading or paragraph on the site. Search works offline, straight from the built site.',
  },
];

export function HomeSections() {
  return (
    <section className="container home-sections" aria-labelledby="home-sections-title">
      <h2 id="home-sections-title">On this site</h2>
      <ul className="card-grid">
        {SECTIONS.map((section) => (
          <li key={section.href} className="card">
            <h3>
              <Link href={section.href}>{section.title}</Link>
            </h3>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
