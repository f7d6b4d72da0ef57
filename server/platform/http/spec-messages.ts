import type { FastifyRequest } from 'fastify';

/**
 * The error handler words an absent field as '{Field} is required'; some spec forms want their
 * own sentence for it ('Please fill in all required fields', 'Please enter a valid contribution
 * amount'). This preValidation hook hands those absent fields to the schema as null, which the
 * schema answers with its own message.
 */
export const nullWhenMissing = (keys: readonly string[]) => async (request: FastifyRequest) => {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const key of keys) if (fields[key] === undefined) fields[key] = null;
};
