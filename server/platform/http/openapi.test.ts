import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { PATH_PARAMETER_MAX_LENGTH } from './openapi.ts';

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Every string schema inside `schema`, with where it is. */
function strings(schema: Schema | undefined, at: string): [string, Schema][] {
  if (!schema) return [];
  const own: [string, Schema][] = schema.type === 'string' ? [[at, schema]] : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, s]) => strings(s, `${at}.${name}`)),
    ...strings(schema.items, `${at}[]`),
    ...(schema.anyOf ?? []).flatMap((s, i) => strings(s, `${at}|${i}`)),
  ];
}

describe('the OpenAPI document states what the server checks (decision 027)', () => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => t?.close());

  it('bounds every path parameter by what the router takes, and says no input text holds a NUL', async () => {
    const unbounded: string[] = [];
    const nulAllowed: string[] = [];
    for (const { key, op } of operations()) {
      for (const param of op.parameters ?? []) {
        const max = param.schema.maxLength;
        if (
          param.in === 'path' &&
          param.name !== '*' &&
          !(typeof max === 'number' && max <= PATH_PARAMETER_MAX_LENGTH)
        )
          unbounded.push(`${key} ${param.name}`);
      }
      const inputs = [
        ...(op.parameters ?? []).flatMap((p) => strings(p.schema, `${key} ${p.name}`)),
        ...Object.values(op.requestBody?.content ?? {}).flatMap((m) => strings(m.schema, `${key} body`)),
      ];
      for (const [at, s] of inputs) {
        if (s.enum || s.format === 'binary') continue;
        if (typeof s.pattern !== 'string' || new RegExp(s.pattern, 'u').test('a\u0000b')) nulAllowed.push(at);
      }
    }
    expect(unbounded).toEqual([]);
    expect(nulAllowed).toEqual([]);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/${'x'.repeat(PATH_PARAMETER_MAX_LENGTH + 1)}`,
    });
    expect(long.statusCode).toBe(404);
  });

  it('describes a trimmed field as the text the server takes, margins included', () => {
    const register =
      doc.paths['/api/v1/auth/register']!.post!.requestBody!.content['application/json']!.schema;
    const accepts = (field: string, value: string) =>
      new RegExp(String(register.properties![field]!.pattern), 'u').test(value);
    // name: trimmed, then 2 to 80 characters.
    expect(accepts('name', '  Ada ')).toBe(true);
    expect(accepts('name', ' A ')).toBe(false);
    expect(accepts('name', ` ${'a'.repeat(80)}\n`)).toBe(true);
    expect(accepts('name', 'a'.repeat(81))).toBe(false);
    expect(register.properties!.name!.minLength).toBeUndefined();
    expect(accepts('username', ' Maya_Clay ')).toBe(true);
    expect(accepts('username', 'maya clay')).toBe(false);
    expect(accepts('email', ' ada@example.com ')).toBe(true);
    expect(accepts('email', 'ada@example')).toBe(false);
  });

  it('writes a union with null as one nullable schema, as OpenAPI 3.0 has no null type', () => {
    const feed = doc.paths['/api/v1/feed']!.get!.responses['200']!.content!['application/json']!.schema;
    const avatar = feed.properties!.posts!.items!.properties!.artist!.properties!.avatarUrl!;
    expect(avatar).toMatchObject({ type: 'string', nullable: true });
    expect(avatar.anyOf).toBeUndefined();
  });

  it('requires what the server requires and documents each upload form', () => {
    const search = doc.paths['/api/v1/search']!.get!.parameters!.find((p) => p.name === 'q');
    expect(search?.required).toBe(true);
    for (const [path, field] of [
      ['/api/v1/media/upload', 'file'],
      ['/api/v1/profiles/avatar', 'avatar'],
      ['/api/v1/crowdfunding/{id}/image', 'image'],
    ] as const) {
      const form = doc.paths[path]!.post!.requestBody!.content['multipart/form-data']!.schema;
      expect(form.properties![field], path).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.required, path).toContain(field);
    }
  });
});
