import { PASSWORD_RESET_JOB, sendPasswordReset } from './domains/auth/password-reset.ts';
import { BOOKING_ACCESS_JOB, sendBookingAccessLink } from './domains/bookings/booking-access.ts';
import { MEDIUM_RENDITION_JOB, makeMediumRendition } from './domains/media/rendition-backfill.ts';
import type { AppContext } from './platform/context.ts';
import type { JobHandlers } from './platform/jobs/queue.ts';
import { MAIL_DELIVERY_JOB } from './platform/mail/mailer.ts';
import { uploadTempDirFor } from './platform/storage/multipart.ts';
import { storageFor } from './platform/storage/storage.ts';

/** Every kind of queued job and what runs it; like app.ts, the one place that knows all domains. */
export function createJobHandlers(ctx: AppContext): JobHandlers {
  const deps = { db: ctx.database.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl };
  // Made from the stored original beside uploads' own temporary files, never in a RAM-backed /tmp.
  const renditions = {
    db: ctx.database.db,
    storage: storageFor(ctx.config),
    tempDir: uploadTempDirFor(ctx.config),
  };
  return {
    [MAIL_DELIVERY_JOB]: (payload) => ctx.mailer.deliver(payload),
    [PASSWORD_RESET_JOB]: (payload) => sendPasswordReset(deps, payload),
    [BOOKING_ACCESS_JOB]: (payload) => sendBookingAccessLink(deps, payload),
    [MEDIUM_RENDITION_JOB]: (payload) => makeMediumRendition(renditions, payload),
  };
}
