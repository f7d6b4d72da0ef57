import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, toStringifySchema } from './response-serializer.ts';

const uuid = '3f1c9a52-7d4e-4b8a-9c61-2e5f0a7b8d90';

// A schema with every kind the shared response schemas use: ids, ISO dates, nullable fields and
// objects, enums, literals, integers, records, arrays, a union of an owner's and a public view,
// and a discriminated union.
const publicCard = z.object({ id: z.uuid(), name: z.string() });
const ownCard = publicCard.extend({ email: z.email(), balance: z.number().int() });
const answer = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(['draft', 'live']),
    createdAt: z.iso.datetime(),
    closedAt: z.iso.datetime().nullable(),
    day: z.iso.date(),
    price: z.number().positive(),
    count: z.number().int().nonnegative(),
    owner: z.union([ownCard, publicCard]),
    last: z.object({ preview: z.string(), sentAt: z.iso.datetime() }).nullable(),
    subject: z.discriminatedUnion('type', [
      z.object({ type: z.literal('booking'), bookingId: z.uuid() }),
      z.object({ type: z.literal('listing'), listingId: z.uuid(), title: z.string() }),
    ]),
    slots: z.record(z.string(), z.array(z.string())),
    tags: z.array(z.string()),
    note: z.string().optional(),
  }),
});

const row = {
  id: uuid,
  title: 'Lantern "at dusk" \\ \u2028 ünïcode',
  status: 'live',
  createdAt: '2026-03-29T01:30:00.000Z',
  closedAt: null,
  day: '2026-03-29',
  price: 12.5,
  count: 0,
  owner: { id: uuid, name: 'Maya', email: 'maya@example.com', balance: 1200 },
  last: { preview: 'See you', sentAt: '2026-03-29T02:00:00.000Z' },
  subject: { type: 'listing', listingId: uuid, title: 'Print' },
  slots: { '2026-03-30': ['09:00', '10:00'], '2026-03-31': [] },
  tags: ['ink', 'paper'],
};

/** A row as a query hands it over: the declared columns and the ones no answer may carry. */
const withSecrets = {
  ...row,
  passwordHash: '$argon2id$secret',
  hiddenReason: 'spam',
};

/** The two serializers a route could get for a schema: the compiled one and zod's per-answer walk. */
function serializers(schema: z.ZodType) {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return {
    compiled: responseSerializerCompiler(route),
    zod: zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]),
  };
}

describe('compiled response serializers', () => {
  it('write exactly what zod wrote for every kind of field', () => {
    const { compiled, zod } = serializers(answer);
    const owners = [row.owner, { id: uuid, name: 'Sora' }];
    const subjects = [row.subject, { type: 'booking', bookingId: uuid }];
    for (const owner of owners) {
      for (const subject of subjects) {
        const value = { success: true, data: { ...row, owner, subject, note: 'n', last: null } };
        expect(compiled(value)).toBe(zod(value));
        expect(JSON.parse(compiled(value))).toEqual(value);
      }
    }
  });

  it('write optional properties after the required ones: the same JSON, keys in another order', () => {
    // fast-json-stringify's one difference from zod's output over the whole server suite (the
    // bridge answers' optional `message` comes before the required `data` in their schema).
    const { compiled, zod } = serializers(z.object({ message: z.string().optional(), data: z.number() }));
    expect(compiled({ message: 'Sent', data: 1 })).toBe('{"data":1,"message":"Sent"}');
    expect(zod({ message: 'Sent', data: 1 })).toBe('{"message":"Sent","data":1}');
    expect(compiled({ data: 1 })).toBe(zod({ data: 1 }));
  });

  it('drop properties the schema does not declare, at every depth and in every branch', () => {
    const { compiled, zod } = serializers(answer);
    const leaky = {
      success: true,
      internal: 'top',
      data: {
        ...withSecrets,
        owner: { ...row.owner, passwordHash: 'owner-secret' },
        last: { ...row.last, sessionToken: 'token-secret' },
        subject: { ...row.subject, buyerEmail: 'buyer-secret' },
      },
    };
    const body = compiled(leaky);
    for (const secret of [
      '$argon2id$secret',
      'spam',
      'owner-secret',
      'token-secret',
      'buyer-secret',
      'top',
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).toBe(zod(leaky));
  });

  it("picks the owner's view when a row has its fields, even with extra columns beside them", () => {
    const { compiled } = serializers(answer);
    const value = {
      success: true,
      data: { ...row, owner: { ...row.owner, passwordHash: 'x', role: 'admin' } },
    };
    expect(JSON.parse(compiled(value)).data.owner).toEqual(row.owner);
  });

  it('never writes an undeclared value when a response does not match its schema', () => {
    const { compiled } = serializers(answer);
    // A missing required field fails the answer (a 500), as zod's check did.
    expect(() => compiled({ success: true, data: { ...row, title: undefined } })).toThrow();
    // A union no branch of which fits fails too, rather than writing the object as it came.
    expect(() =>
      compiled({ success: true, data: { ...row, subject: { type: 'x', secret: 's' } } }),
    ).toThrow();
    // A wrong type comes out coerced to the declared one, never as the object it was.
    const coerced = compiled({ success: true, data: { ...row, title: { secret: 'nested-secret' } } });
    expect(coerced).not.toContain('nested-secret');
  });

  it('leave to zod the schemas whose answer zod changes on the way out, and those JSON Schema cannot say', () => {
    expect(toStringifySchema(z.object({ at: z.date() }))).toBeUndefined();
    expect(toStringifySchema(z.object({ n: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(toStringifySchema(z.object({ n: z.string().default('x') }))).toBeUndefined();
    expect(
      toStringifySchema(
        z.object({
          n: z.codec(z.iso.datetime(), z.date(), {
            decode: (s) => new Date(s),
            encode: (d) => d.toISOString(),
          }),
        }),
      ),
    ).toBeUndefined();
    // …and such a route still answers through zod's encode.
    const codec = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (s) => new Date(s),
        encode: (d) => d.toISOString(),
      }),
    });
    const { compiled } = serializers(codec);
    expect(compiled({ at: new Date('2026-03-29T01:30:00.000Z'), secret: 1 })).toBe(
      '{"at":"2026-03-29T01:30:00.000Z"}',
    );
  });

  it('make a plain object schema a JSON Schema without additionalProperties: false', () => {
    const json = toStringifySchema(z.object({ a: z.number().positive(), b: z.object({ c: z.string() }) }));
    expect(json).toEqual({
      type: 'object',
      properties: {
        a: { type: 'number', exclusiveMinimum: 0 },
        b: { type: 'object', properties: { c: { type: 'string' } }, required: ['c'] },
      },
      required: ['a', 'b'],
    });
  });
});
