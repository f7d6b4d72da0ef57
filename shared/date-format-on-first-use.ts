/**
 * An Intl.DateTimeFormat built at its first use, not when its module loads. A page's first
 * DateTimeFormat costs about 12 ms in Chromium (the locale's pattern generator), four times that on a
 * slow phone; built at module level, it was paid by every page that loaded the module, such as the
 * chart in the shared UI kit that no public page draws. Call the returned function where it formats.
 */
export function dateFormatOnFirstUse(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}
