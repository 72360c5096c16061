import { useEffect, useMemo } from 'react';

/**
 * A blob: address for `text` while the component shows it, for an `<a download>`: the file is
 * made in the browser when the text is, and the address is freed when the text changes or the page
 * leaves. Derived, not stored: a new text gives a new address in the same render that shows it.
 */
export function useDownload(text: string | null, type: string): string | null {
  const url = useMemo(() => (text === null ? null : URL.createObjectURL(new Blob([text], { type }))), [text, type]);
  useEffect(() => (url === null ? undefined : () => URL.revokeObjectURL(url)), [url]);
  return url;
}
