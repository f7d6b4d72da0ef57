import { API_BASE } from '#web/lib/api-client.ts';
import { saveAuthorizedDownload } from '#web/lib/authorized-download.ts';

/** The download address of an artwork's original; public when the artist allows downloads. */
export const downloadPath = (mediaId: string) => `${API_BASE}/media/${encodeURIComponent(mediaId)}/download`;

/** Signed in, so the artist's own drafts and the download count know who asked. */
export function downloadOriginal(mediaId: string, title: string): Promise<void> {
  return saveAuthorizedDownload(downloadPath(mediaId), title);
}
