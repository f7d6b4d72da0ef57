import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AvailabilityMap,
  artistAvailabilityResponseSchema,
  availabilityRuleInputSchema,
  availabilityRuleResponseSchema,
  calendarEventsResponseSchema,
  calendarFeedResponseSchema,
  daySlotsResponseSchema,
  serviceCategoriesResponseSchema,
  serviceInputSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  serviceUpdateSchema,
} from '#shared/schemas/calendar.ts';
import { api } from '#web/lib/api-client.ts';

type ArtistAvailabilityResponse = z.infer<typeof artistAvailabilityResponseSchema>;
export type ArtistAvailability = ArtistAvailabilityResponse['data'];
type DaySlotsResponse = z.infer<typeof daySlotsResponseSchema>;
type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;
type ServiceResponse = z.infer<typeof serviceResponseSchema>;
type ServiceCategoriesResponse = z.infer<typeof serviceCategoriesResponseSchema>;
export type ServiceCategory = ServiceCategoriesResponse['data'][number];
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;
type RuleResponse = z.infer<typeof availabilityRuleResponseSchema>;
export type RuleInput = z.input<typeof availabilityRuleInputSchema>;
type EventsResponse = z.infer<typeof calendarEventsResponseSchema>;
export type CalendarEvent = EventsResponse['data'][number];
type FeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** Per date: open 'HH:MM' starts, [] to close the date, null to fall back to the weekly pattern. */
export type AvailabilityChanges = Record<string, string[] | null>;

const id = (value: string) => encodeURIComponent(value);

export const calendarKeys = {
  all: ['booking-calendar'] as const,
  ranges: (artistId: string) => [...calendarKeys.all, 'range', artistId] as const,
  range: (artistId: string, startDate: string, endDate: string) =>
    [...calendarKeys.ranges(artistId), startDate, endDate] as const,
  slots: (artistId: string) => [...calendarKeys.all, 'slots', artistId] as const,
  daySlots: (artistId: string, date: string, duration: number | undefined) =>
    [...calendarKeys.slots(artistId), date, duration ?? null] as const,
  rules: (artistId: string) => [...calendarKeys.all, 'rules', artistId] as const,
  services: (artistId: string) => [...calendarKeys.all, 'services', artistId] as const,
  categories: () => [...calendarKeys.all, 'categories'] as const,
  events: (artistId: string) => [...calendarKeys.all, 'events', artistId] as const,
  eventRange: (artistId: string, start: string, end: string) =>
    [...calendarKeys.events(artistId), start, end] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};

/** GET /bookings/availability/{artistId}?startDate&endDate: every date's state plus free and booked times. */
export function availabilityRangeQuery(artistId: string, startDate: string, endDate: string) {
  return queryOptions({
    queryKey: calendarKeys.range(artistId, startDate, endDate),
    queryFn: ({ signal }) =>
      api.get<AvailabilityMap>(`/bookings/availability/${id(artistId)}`, {
        signal,
        query: { startDate, endDate },
      }),
  });
}

/** GET /calendar/slots/{artistId}?date=&duration=: one date's slots, free or not, in the artist's zone. */
export function daySlotsQuery(artistId: string, date: string, duration?: number) {
  return queryOptions({
    queryKey: calendarKeys.daySlots(artistId, date, duration),
    queryFn: ({ signal }) =>
      api.get<DaySlotsResponse>(`/calendar/slots/${id(artistId)}`, { signal, query: { date, duration } }),
    select: (body) => body.data,
  });
}

/** GET /calendar/availability/{artistId}: the weekly pattern, date rules and (for the owner) blocks. */
export function availabilityRulesQuery(artistId: string) {
  return queryOptions({
    queryKey: calendarKeys.rules(artistId),
    queryFn: ({ signal }) =>
      api.get<ArtistAvailabilityResponse>(`/calendar/availability/${id(artistId)}`, { signal }),
    select: (body) => body.data,
  });
}

/** GET /services/artist/{artistId}: the bookable services, in the artist's order. */
export function artistServicesQuery(artistId: string) {
  return queryOptions({
    queryKey: calendarKeys.services(artistId),
    queryFn: ({ signal }) => api.get<ServiceListResponse>(`/services/artist/${id(artistId)}`, { signal }),
    select: (body) => body.data,
  });
}

/** GET /services/categories: the catalogue a new service can start from. */
export function serviceCategoriesQuery() {
  return queryOptions({
    queryKey: calendarKeys.categories(),
    queryFn: ({ signal }) => api.get<ServiceCategoriesResponse>('/services/categories', { signal }),
    select: (body) => body.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /calendar/events/{artistId}?start=&end= (owner): bookings and blocks overlapping the range. */
export function calendarEventsQuery(artistId: string, start: string, end: string) {
  return queryOptions({
    queryKey: calendarKeys.eventRange(artistId, start, end),
    queryFn: ({ signal }) =>
      api.get<EventsResponse>(`/calendar/events/${id(artistId)}`, { signal, query: { start, end } }),
    select: (body) => body.data,
  });
}

/** GET /calendar/feed (owner): the private ICS address for calendar apps. */
export function calendarFeedQuery() {
  return queryOptions({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => api.get<FeedResponse>('/calendar/feed', { signal }),
    select: (body) => body.data.url,
  });
}

/** POST /calendar/feed/rotate: a new address; the old one stops working. */
export const rotateCalendarFeed = () =>
  api.post<FeedResponse>('/calendar/feed/rotate', undefined, { retry: false });

/** POST /availability/{artistId} {availability}: the manage-mode Save Changes (one transaction). */
export const saveAvailability = (artistId: string, availability: AvailabilityChanges) =>
  api.post<{ success: boolean }>(`/availability/${id(artistId)}`, { availability });

export const createAvailabilityRule = (input: RuleInput) =>
  api.post<RuleResponse>('/calendar/availability', input, { retry: false });
export const updateAvailabilityRule = (ruleId: string, input: RuleInput) =>
  api.put<RuleResponse>(`/calendar/availability/${id(ruleId)}`, input);
export const deleteAvailabilityRule = (ruleId: string) =>
  api.delete<{ success: boolean }>(`/calendar/availability/${id(ruleId)}`);

export const createService = (input: ServiceInput) =>
  api.post<ServiceResponse>('/services', input, { retry: false });
export const updateService = (serviceId: string, input: ServiceUpdate) =>
  api.put<ServiceResponse>(`/services/${id(serviceId)}`, input);
export const deleteService = (serviceId: string) =>
  api.delete<{ success: boolean }>(`/services/${id(serviceId)}`);
