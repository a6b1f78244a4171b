import { config } from 'zod/v4/core';

/**
 * Scalar validates with zod 4, which on first use probes whether it may compile validators with
 * `Function("")`. The site's Content-Security-Policy forbids eval, so the probe is refused (and
 * reported as a violation) and zod falls back to its interpreter anyway. Saying so up front skips
 * the probe. The bundle's entry (scalar-mount.tsx) imports it before it loads Scalar, so that it runs
 * before any of Scalar's schemas are used.
 */
config({ jitless: true });
