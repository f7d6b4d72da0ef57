import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '#web/lib/api-client.ts';
import { readToken } from '#web/lib/storage.ts';

/** The download address of an artwork's original; public when the artist allows downloads. */
export const downloadPath = (mediaId: string) => `${API_BASE}/media/${encodeURIComponent(mediaId)}/download`;

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
 * A signed-in download: fetched with the bearer token (so the artist's own drafts and the
 * download count know who asked), then saved through a temporary object URL.
 */
export async function downloadOriginal(mediaId: string, title: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(downloadPath(mediaId), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw toApiError(response, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = readFileName(response.headers.get('content-disposition'), title);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; give them a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
