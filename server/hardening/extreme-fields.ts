import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  boundExtremes,
  dateExtremes,
  dateLikeOthers,
  dateTimeExtremes,
  type ExtremeValue,
  numberExtremes,
  numberLikeStrings,
  textOf,
} from './extreme-values.ts';

/** The slice of JSON Schema (draft 2020-12, as zod 4 writes it) that locates numeric and date fields. */
type Node = {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  propertyNames?: Node;
  items?: Node;
};

export type FieldKind = 'number' | 'date' | 'date-time';

/**
 * A numeric or date field of a route's input. `recordKey` marks the keys of a record rather than
 * a value (the manage-mode save sends `{ availability: { '2030-01-01': [...] } }`).
 */
export type ExtremeField = {
  part: 'body' | 'querystring';
  path: string[];
  recordKey: boolean;
  kind: FieldKind;
  node: Node;
};

const kindOf = (node: Node): FieldKind | undefined => {
  const types = [node.type ?? []].flat();
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (node.format === 'date' || node.format === 'date-time') return node.format;
  return undefined;
};

function collectFields(node: Node, path: string[], part: ExtremeField['part'], out: ExtremeField[]) {
  const kind = kindOf(node);
  if (kind) out.push({ part, path, recordKey: false, kind, node });
  for (const member of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) collectFields(member, path, part, out);
  for (const [name, child] of Object.entries(node.properties ?? {}))
    collectFields(child, [...path, name], part, out);
  const keyKind = node.propertyNames && kindOf(node.propertyNames);
  if (keyKind) out.push({ part, path, recordKey: true, kind: keyKind, node: node.propertyNames! });
  if (node.items) collectFields(node.items, [...path, '0'], part, out);
}

/**
 * Every numeric and date field of a route's zod schemas, read through zod's own JSON Schema
 * (input side, so coerced query numbers count as numbers and record keys keep their format).
 */
export function listExtremeFields(schema: FastifySchema | undefined): ExtremeField[] {
  const fields: ExtremeField[] = [];
  for (const part of ['body', 'querystring'] as const) {
    const zodSchema = schema?.[part];
    if (!(zodSchema instanceof z.ZodType)) continue;
    collectFields(
      z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as Node,
      [],
      part,
      fields,
    );
  }
  return fields;
}

/** The values a field is tried with: its kind's extremes, its own bounds, and the other kinds' text. */
export function extremesFor(field: ExtremeField): ExtremeValue[] {
  const values =
    field.kind === 'number'
      ? [...numberExtremes, ...boundExtremes(field.node), ...numberLikeStrings]
      : [...dateTimeExtremes, ...dateExtremes, ...dateLikeOthers];
  // A record key is text whatever it holds.
  return field.recordKey ? values.filter((v) => typeof v === 'string') : values;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The body with one field replaced (or, for a record key, the record's first key renamed). */
export function withBodyValue(body: unknown, field: ExtremeField, value: ExtremeValue): unknown {
  const root = clone(body ?? {}) as Record<string, unknown>;
  let parent: Record<string, unknown> = root;
  const steps = field.recordKey ? field.path : field.path.slice(0, -1);
  for (const step of steps) {
    const next = parent[step];
    parent[step] = next !== null && typeof next === 'object' ? next : {};
    parent = parent[step] as Record<string, unknown>;
  }
  if (!field.recordKey) {
    parent[field.path.at(-1)!] = value;
    return root;
  }
  const [first] = Object.entries(parent);
  if (first) delete parent[first[0]];
  parent[textOf(value)] = first?.[1] ?? [];
  return root;
}
