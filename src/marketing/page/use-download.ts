import { useEffect, useState } from 'react';

/**
 * A blob: address for `text` while the component shows it, for an `<a download>`: the file is
 * made in the browser, and the address is freed when the text changes or the page leaves.
 */
export function useDownload(text: string | null, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return undefined;
    const made = URL.createObjectURL(new Blob([text], { type }));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [text, type]);
  return url;
}
