import type { JSONSchema } from 'zod/v4/core';
import { trimmedLengthPattern, withTrimMargins } from '#shared/schemas/text-patterns.ts';

/**
 * How a route's zod schema is written into the OpenAPI document (3.0), beyond zod's own
 * conversion: used as `override` of fastify-type-provider-zod's transform.
 *
 * 1. A union with null is one schema marked `nullable`, as OpenAPI 3.0 has no null type (the
 *    provider's own override does this; passing ours replaces it, so it is done here too).
 * 2. A string zod trims is described as the text the server accepts (text-patterns.ts): its
 *    bounds become a pattern that allows trim's margins and counts only what is left, and a
 *    pattern the field already has gets the same margins.
 */

type Json = JSONSchema.BaseSchema & Record<string, unknown>;
type OverrideContext = { zodSchema: unknown; jsonSchema: Json };

type ZodLike = {
  _zod?: { def?: { type?: string; checks?: { _zod?: { def?: { check?: string; tx?: unknown } } }[] } };
};

/** Whether the zod schema trims its input before its checks (`.trim()` is an overwrite check). */
function trims(schema: unknown): boolean {
  const def = (schema as ZodLike)._zod?.def;
  if (def?.type !== 'string') return false;
  return (def.checks ?? []).some((check) => {
    const { check: kind, tx } = check._zod?.def ?? {};
    return kind === 'overwrite' && typeof tx === 'function' && /\.trim\(\)/.test(String(tx));
  });
}

function describeTrimmed(json: Json): void {
  if (typeof json.pattern === 'string') {
    const padded = withTrimMargins(json.pattern);
    if (padded) json.pattern = padded;
    return;
  }
  if (json.format !== undefined || json.enum !== undefined) return;
  const min = typeof json.minLength === 'number' ? json.minLength : 0;
  const max = typeof json.maxLength === 'number' ? json.maxLength : undefined;
  json.pattern = trimmedLengthPattern(min, max);
  delete json.minLength;
  delete json.maxLength;
}

const isNullBranch = (schema: Json) =>
  schema.nullable === true &&
  Array.isArray(schema.enum) &&
  schema.enum.length === 1 &&
  schema.enum[0] === null;

function collapseNullableUnion(json: Json): void {
  const anyOf = (json.anyOf as Json[] | undefined)?.filter((branch) => Object.keys(branch).length > 0);
  if (!anyOf) return;
  json.anyOf = anyOf;
  const others = anyOf.filter((branch) => !isNullBranch(branch));
  if (others.length === anyOf.length || others.length === 0) return;
  if (others.length === 1) {
    delete json.anyOf;
    Object.assign(json, others[0], { nullable: true });
  } else {
    json.anyOf = others;
    json.nullable = true;
  }
}

export function documentSchemaOverride(ctx: OverrideContext): void {
  const def = (ctx.zodSchema as ZodLike)._zod?.def;
  if (def?.type === 'union') collapseNullableUnion(ctx.jsonSchema);
  if (trims(ctx.zodSchema)) describeTrimmed(ctx.jsonSchema);
}
