import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { abortOnClientGone } from '#server/platform/storage/client-abort.ts';
import {
  receiveUpload,
  registerUploadParser,
  uploadForm,
  uploadRateLimit,
  uploadTempDirFor,
} from '#server/platform/storage/multipart.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import { mediaItemResponseSchema } from '#shared/schemas/media.ts';
import { MEDIA_FILE_FIELD, MEDIA_MAX_BYTES, uploadMessages } from '#shared/uploads.ts';
import { assertMayUploadMedia, createMediaFromUpload, uploadFieldsSchema } from './upload-service.ts';

/** POST /media/upload, with multipart accepted in this plugin's scope only. */
export async function mediaUploadRoutes(app: AppInstance) {
  // file, title, caption, tags
  await registerUploadParser(app, { fileSize: MEDIA_MAX_BYTES });
  const storage = storageFor(app.ctx.config);
  const tempDir = uploadTempDirFor(app.ctx.config);

  app.post(
    '/media/upload',
    {
      config: uploadRateLimit,
      schema: {
        tags: ['media'],
        summary:
          'Upload an image or video (multipart: file, title, caption, tags as comma-separated text; at most 50 MB)',
        consumes: ['multipart/form-data'],
        uploadForm: uploadForm(MEDIA_FILE_FIELD, uploadFieldsSchema),
        response: { 201: mediaItemResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const signal = abortOnClientGone(reply);
      await assertMayUploadMedia(app.ctx.database.db, auth);
      const upload = await receiveUpload(request, {
        fileField: MEDIA_FILE_FIELD,
        tempDir,
        tooLarge: uploadMessages.mediaSize,
      });
      try {
        const db = app.ctx.database.db;
        const item = await createMediaFromUpload(db, storage, auth.userId, upload, tempDir, signal);
        return reply.status(201).send({ success: true as const, data: item });
      } finally {
        await upload.cleanup();
      }
    },
  );
}
