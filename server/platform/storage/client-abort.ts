import type { FastifyReply } from 'fastify';
import { badRequest } from '#server/platform/errors.ts';
import { uploadMessages } from '#shared/uploads.ts';

/** The reason an upload stops when its client is gone; nobody reads it, the logs do. */
export const uploadInterrupted = () => badRequest(uploadMessages.uploadInterrupted);

/**
 * Aborts when the client closes the connection before its answer is sent: mid-body, while waiting
 * for the image queue, or while the files are being made. Upload services check it before every
 * write and before the row commits, so an upload nobody waits for leaves nothing behind.
 * The response's 'close' is used, not the request's: a request also closes once its body is read.
 */
export function abortOnClientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableEnded) controller.abort(uploadInterrupted());
  };
  if (response.destroyed) onClose();
  else response.once('close', onClose);
  return controller.signal;
}
