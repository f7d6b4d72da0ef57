import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-client.ts';
import { readToken } from './storage.ts';

/** The name the server suggests (RFC 6266, UTF-8 form first), else one made from the title. */
export function readFileName(disposition: string | null, fallbackTitle: string): string {
  const utf8 = disposition?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // Malformed escapes: fall through to the plain form.
    }
  }
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1];
  if (plain) return plain.trim();
  const slug = fallbackTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'artwork';
}

/**
 * A signed-in download: fetched with the bearer token (a plain link cannot carry it), then saved
 * through a temporary object URL under the name the server gave.
 */
export async function saveAuthorizedDownload(url: string, fallbackTitle: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw toApiError(response, body);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = readFileName(response.headers.get('content-disposition'), fallbackTitle);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; give them a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
