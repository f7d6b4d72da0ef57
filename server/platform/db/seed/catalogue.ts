// The catalogue belongs to the bookings domain (GET /services/categories serves it); the seed reuses it.
export { type SpecServiceSlug, specServices } from '#server/domains/bookings/service-catalogue.ts';
