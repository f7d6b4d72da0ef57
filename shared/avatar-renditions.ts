/** Square WebP renditions the server stores for every avatar; `avatarUrl` is the largest. */
export const AVATAR_SIZES = [64, 128, 256, 512] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

const avatarVariantPattern = /^(\/api\/v1\/files\/avatars\/[0-9a-f-]{36}\/)\d+\.webp$/;

/**
 * The URL of another rendition of an uploaded avatar (e.g. 64 px for a list); any other URL,
 * such as an avatar from elsewhere, is returned unchanged.
 */
export function avatarVariantUrl(avatarUrl: string, size: AvatarSize): string {
  const match = avatarVariantPattern.exec(avatarUrl);
  return match ? `${match[1]}${size}.webp` : avatarUrl;
}

/**
 * Every rendition of an uploaded avatar as an `srcset`, so a 40 px avatar downloads the 64 or
 * 128 px file instead of the 512 px one; undefined for any other URL, which has one size only.
 */
export function avatarSrcSet(avatarUrl: string): string | undefined {
  if (!avatarVariantPattern.test(avatarUrl)) return undefined;
  return AVATAR_SIZES.map((size) => `${avatarVariantUrl(avatarUrl, size)} ${size}w`).join(', ');
}
