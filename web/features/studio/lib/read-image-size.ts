export type ImageSize = { width: number; height: number };

/**
 * Decodes an image the browser already holds (an object URL) to learn its natural size.
 * Resolves null when the browser cannot decode it, which the avatar rules call 'Invalid image file'.
 */
export function readImageSize(url: string): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(
        image.naturalWidth > 0 && image.naturalHeight > 0
          ? { width: image.naturalWidth, height: image.naturalHeight }
          : null,
      );
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
