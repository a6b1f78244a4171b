import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildOutline } from '../lib/api/outline';

/** The Music Theory API description: linted, its examples valid, and complete against the spec. */
const FILE = join(__dirname, 'music-theory.yaml');
const doc = parse(readFileSync(FILE, 'utf8')) as Record<string, any>;

describe('openapi/music-theory.yaml', () => {
  it('passes the Redocly linter with its recommended rules, without warnings', () => {
    const result = spawnSync(join(process.cwd(), 'node_modules/.bin/redocly'), ['lint', FILE, '--format=stylish'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    const output = `${result.stdout}${result.stderr}`;
    // Problem lines look like "  60:5  warning  rule-id  message"; the CLI's own banners do not count.
    expect(output.split('\n').filter((line) => /^\s*\d+:\d+\s+(warning|error)\b/.test(line))).toEqual([]);
    expect(result.status, output).toBe(0);
  }, 60_000);

  it('describes the spec’s API: title, version, licence, prefix, under-construction introduction', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Music Theory API');
    expect(doc.info.version).toBe('v0.0.1');
    expect(doc.info.license).toMatchObject({ name: 'Elastic License 2.0', identifier: 'Elastic-2.0' });
    expect(doc.info.description).toMatch(/under construction/i);
    expect(doc.info.description).toMatch(/one hour/i);
    expect(doc.servers[0].url).toBe('/api/v0');
  });

  it('has the seven operations of spec §7 and the readiness check, secured as documented', () => {
    const outline = buildOutline(doc);
    expect(outline.operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      [
        'POST /Auth/register',
        'POST /Auth/login',
        'GET /Chords/{root}/{chordType}',
        'GET /Progressions/{root}/{scaleType}/common',
        'GET /Scales/{root}/{scaleType}/notes',
        'GET /Scales/{root}/{scaleType}/chords',
        'GET /examples/scale',
        'GET /health',
      ].sort(),
    );
    for (const op of outline.operations) {
      if (/^\/(Chords|Progressions|Scales)\//.test(op.path)) expect(op.security, op.path).toEqual(['bearerAuth']);
      if (op.path === '/examples/scale') expect(op.security).toBeNull();
      if (op.path === '/health') expect(op.security).toEqual([]);
    }
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/Auth/register', 'post')).toEqual(expect.arrayContaining(['201', '400']));
    expect(statuses('/Auth/login', 'post')).toEqual(expect.arrayContaining(['200', '401']));
  });

  it('allows the 35 root spellings and the documented types', () => {
    const params = doc.components.parameters as Record<string, { schema: { enum?: string[]; pattern?: string } }>;
    const root = Object.values(params).find((p) => (p.schema.enum ?? []).includes('D-Sharp'))!;
    expect(root.schema.enum).toHaveLength(35);
    expect(root.schema.enum).toEqual(expect.arrayContaining(['C', 'D-Sharp', 'B-Flat', 'F-DoubleSharp', 'E-DoubleFlat']));
    const enums = Object.values(params).map((p) => (p.schema.enum ?? []).join(','));
    expect(enums).toContain('Major,Minor,Diminished,Augmented');
    expect(enums).toContain('Major,Minor,HarmonicMinor');
    expect(enums).toContain('Major,Minor');
  });

  it('has examples that validate against their schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    const fix = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'));
    let count = 0;
    const check = (content: Record<string, any> | undefined, where: string) => {
      for (const [type, media] of Object.entries(content ?? {})) {
        for (const [name, example] of Object.entries((media.examples ?? {}) as Record<string, { value: unknown }>)) {
          const validate = ajv.compile(fix(media.schema) as object);
          expect(validate(example.value), `${where} ${type} example "${name}": ${ajv.errorsText(validate.errors)}`).toBe(true);
          count++;
        }
      }
    };
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (typeof op !== 'object' || !op.responses) continue;
        check(op.requestBody?.content ?? (op.requestBody?.$ref ? undefined : undefined), `${method.toUpperCase()} ${path} request`);
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop()] : response;
          check(resolved.content, `${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(10);
  });
});
