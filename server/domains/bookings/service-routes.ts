import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { profileParamsSchema } from '#shared/schemas/artists.ts';
import {
  okResponseSchema,
  recordIdParamsSchema,
  serviceCategoriesResponseSchema,
  serviceInputSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  serviceUpdateSchema,
} from '#shared/schemas/calendar.ts';
import { createService, deleteService, updateService } from './service-editing.ts';
import { listArtistServices, listServiceCategories } from './services.ts';

const tags = ['services'];

/** Spec §7 Services: the public catalogue reads and the artist's own edits. */
export async function serviceRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/services/categories',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "The spec's service catalogue, which new services start from",
        response: { 200: serviceCategoriesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: listServiceCategories() }),
  );

  app.get(
    '/services/artist/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "An artist's services (id or username), in the artist's order; 404 when unknown",
        params: profileParamsSchema,
        response: { 200: serviceListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listArtistServices(db(), request.params.id) }),
  );

  app.post(
    '/services',
    {
      schema: {
        tags,
        summary: 'Add a service to the caller’s own list (artists only); the slug comes from the name',
        body: serviceInputSchema,
        response: { 201: serviceResponseSchema },
      },
    },
    async (request, reply) => {
      const service = await createService(db(), requireAuth(request), request.body);
      return reply.status(201).send({ success: true as const, data: service });
    },
  );

  app.put(
    '/services/:id',
    {
      schema: {
        tags,
        summary: 'Change one of the caller’s services (only the fields sent); others’ are 404',
        params: recordIdParamsSchema,
        body: serviceUpdateSchema,
        response: { 200: serviceResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateService(db(), requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/services/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s services; past bookings keep its name',
        params: recordIdParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await deleteService(db(), requireAuth(request), request.params.id);
      return { success: true as const };
    },
  );
}
