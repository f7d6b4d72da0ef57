import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/errors.ts';
import { INTERNAL_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from '#shared/errors.ts';
import { isConnectionFailure } from '../db/connection-failure.ts';
import { isTransientConflict } from '../db/transient-conflict.ts';
import { AppError } from '../errors.ts';
import { isStorageUnavailable } from '../storage/storage-unavailable.ts';
import { applySecurityHeaders } from './security.ts';

/** Seconds a client is asked to wait when the database does not answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

type Issue = {
  path?: PropertyKey[];
  message: string;
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  values?: unknown[];
};

/** "confirmPassword" → "Confirm password"; "crypto.userWalletAddress" → "User wallet address". */
export function humanizeField(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return 'Request body';
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const zodDefaultMessage = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/;
const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function describeBound(field: string, issue: Issue, least: boolean): string {
  const bound = Number(least ? issue.minimum : issue.maximum);
  const word = least
    ? issue.inclusive === false
      ? 'more than'
      : 'at least'
    : issue.inclusive === false
      ? 'less than'
      : 'at most';
  if (issue.origin === 'string')
    return `${field} must be ${word} ${bound} character${bound === 1 ? '' : 's'}`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `${field} must have ${word} ${bound} item${bound === 1 ? '' : 's'}`;
  return `${field} must be ${word} ${bound}`;
}

/** Our shared schemas carry full sentences; zod's own defaults get the field named in plain words. */
export function describeIssue(issue: Issue): string {
  const field = humanizeField(issue.path ?? []);
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  if (!zodDefaultMessage.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${article(issue.expected ?? 'value')}`;
    case 'too_small':
      return describeBound(field, issue, true);
    case 'too_big':
      return describeBound(field, issue, false);
    case 'invalid_format':
      return `${field} is not a valid ${issue.format ?? 'value'}`;
    case 'invalid_value':
      return issue.values?.length
        ? `${field} must be one of: ${issue.values.map(String).join(', ')}`
        : `${field} has a value that is not allowed`;
    case 'unrecognized_keys':
      return `${field} contains fields that are not allowed`;
    default:
      return `${field} is not valid`;
  }
}

/**
 * The challenge a 401 must carry (RFC 9110 §15.5.2): the API takes a bearer token, and a token it
 * refused is named `invalid_token` (RFC 6750 §3), so a client knows to sign in again.
 */
export const bearerChallenge = (code: ErrorCode) =>
  code === 'INVALID_TOKEN' ? 'Bearer realm="Easel", error="invalid_token"' : 'Bearer realm="Easel"';

/**
 * Sends an error to a browser's request for a page as that page, under the error's status
 * (server/platform/http/spa.ts); null when the request is no such thing. Present where the web app
 * is served.
 */
export type PageFailure = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
) => Promise<FastifyReply> | null;

declare module 'fastify' {
  interface FastifyInstance {
    pageFailure?: PageFailure;
  }
}

/**
 * An error in the wire format (decision 006). A browser that asked for a page (an address it could
 * not read, the server going down) gets a page saying so instead: JSON would show as raw text.
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorBody['details'],
): FastifyReply | Promise<FastifyReply> {
  const page = reply.server.pageFailure?.(reply.request, reply, status);
  if (page) return page;
  const body: ErrorBody = { success: false, message, error: message, code, ...(details ? { details } : {}) };
  if (status === 401) reply.header('www-authenticate', bearerChallenge(code));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const fastifyCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported; send JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid' },
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION_FAILED', message: 'The address is not valid' },
  // A path part longer than the router takes names nothing here: no id or name is that long. The
  // OpenAPI document gives every path parameter this limit as its maxLength.
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 404,
    code: 'NOT_FOUND',
    message: 'Nothing here has an address that long',
  },
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return sendError(reply, error.status, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
    const source = (request as unknown as Record<string, unknown>)[part];
    const details = error.validation.map((v) => {
      // fastify-type-provider-zod 7 spreads the zod issue into params, minus path, code and message.
      const path = v.instancePath
        .split('/')
        .filter(Boolean)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      // zod 4 leaves `input` out of issues; read it from the request so "is required" means missing.
      const input = path.reduce<unknown>(
        (value, key) => (value == null ? undefined : (value as Record<PropertyKey, unknown>)[key]),
        source,
      );
      const issue = {
        ...v.params,
        input,
        path,
        code: v.keyword,
        message: v.message ?? '',
      } as unknown as Issue;
      return {
        field: (issue.path ?? []).map(String).join('.') || v.instancePath,
        message: describeIssue(issue),
      };
    });
    return sendError(
      reply,
      400,
      'VALIDATION_FAILED',
      details[0]?.message ?? 'The request is not valid',
      details,
    );
  }
  if (error.statusCode === 429) {
    return sendError(
      reply,
      429,
      'RATE_LIMITED',
      error.message || 'Too many requests. Please wait and try again.',
    );
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return sendError(reply, known.status, known.code, known.message);
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return sendError(reply, 400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
  // A database that cannot be reached or gave up, a transaction it rolled back for another, or a
  // disk or file store that cannot take files now, is not a fault of the request: 503, try again.
  if (isConnectionFailure(error) || isTransientConflict(error) || isStorageUnavailable(error)) {
    request.log.warn({ err: error }, 'unavailable');
    reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendError(reply, 503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
}

/**
 * The router's own refusals (a malformed or over-long path segment) never reach the error handler;
 * Fastify's `frameworkErrors` option sends them here so they speak the wire format too. No
 * onRequest hook ran for them, so they get their security headers here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(request, reply);
  handleError(error, request, reply);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
