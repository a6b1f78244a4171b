import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Music Theory API', description: 'Reference for the Music Theory API v0.0.1: chords, scales, diatonic chords and common progressions.', path: '/api' });

export default function ApiPage() {
  return (
    <div className="container api-page">
      <h1>Music Theory API</h1>
    </div>
  );
}
