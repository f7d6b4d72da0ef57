/** The stable address of one artwork: its artist's page with the artwork's detail open. */
export function buildArtworkLink(username: string, mediaId: string, origin = window.location.origin): string {
  return `${origin}/artists/${encodeURIComponent(username)}?artwork=${encodeURIComponent(mediaId)}`;
}
