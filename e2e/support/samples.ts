import { baseURL } from './browser.ts';

/**
 * A real campaign id from the seeded server when the campaigns API answers; otherwise a
 * well-formed id that does not exist (the detail route must still render its not-found state).
 */
export async function findCampaignId(): Promise<string> {
  try {
    const response = await fetch(`${baseURL()}/api/v1/campaigns`);
    if (response.ok) {
      const body = (await response.json()) as unknown;
      const record = body as { data?: unknown; campaigns?: unknown };
      const list = Array.isArray(body) ? body : Array.isArray(record.data) ? record.data : record.campaigns;
      const first = Array.isArray(list) ? (list[0] as { id?: string | number } | undefined) : undefined;
      if (first?.id !== undefined) return String(first.id);
    }
  } catch {
    // Fall through to the placeholder id.
  }
  return '1';
}
