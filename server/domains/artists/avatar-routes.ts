import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { abortOnClientGone } from '#server/platform/storage/client-abort.ts';
import {
  receiveSmallFile,
  registerUploadParser,
  uploadForm,
  uploadRateLimit,
} from '#server/platform/storage/multipart.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  avatarUploadResponseSchema,
  uploadMessages,
} from '#shared/uploads.ts';
import { replaceAvatar } from './avatar-service.ts';

/** POST /profiles/avatar, with multipart accepted in this plugin's scope only. */
export async function avatarRoutes(app: AppInstance) {
  await registerUploadParser(app, { fileSize: AVATAR_MAX_BYTES });
  const storage = storageFor(app.ctx.config);

  app.post(
    '/profiles/avatar',
    {
      config: uploadRateLimit,
      schema: {
        tags: ['profiles'],
        summary: 'Upload a new avatar (multipart field "avatar"; JPEG, PNG, GIF or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        uploadForm: uploadForm(AVATAR_FIELD),
        response: { 200: avatarUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const signal = abortOnClientGone(reply);
      // At most 5 MB, so holding it in memory is fine; larger files stop at the limit with 413.
      const bytes = await receiveSmallFile(request, {
        field: AVATAR_FIELD,
        missing: uploadMessages.avatarType,
        tooLarge: uploadMessages.avatarSize,
      });
      const db = app.ctx.database.db;
      const avatarUrl = await replaceAvatar(db, storage, auth.userId, bytes, request.log, signal);
      return { success: true as const, data: { avatarUrl } };
    },
  );
}
