import { useLayoutEffect, useRef, type ReactNode } from 'react';

type Props = {
  /** What the file holds; made in the browser. */
  text: string;
  /** Its media type, as the blob carries it. */
  type: string;
  /** The file's name. */
  download: string;
  children: ReactNode;
  /** Emotion's css prop, on this link. */
  className?: string;
};

/**
 * A link that downloads `text` as a file, made in the browser: a blob: address that lives exactly as long as the
 * link shows this text. The address is made by the effect that owns it and freed by that effect's cleanup, so every
 * mount (StrictMode's second one too) has its own live address and none is left behind. It is set on the element
 * before the browser paints, so the link is never shown without it.
 */
export function DownloadLink({ text, type, download, children, className }: Props) {
  const anchor = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type }));
    anchor.current?.setAttribute('href', url);
    return () => URL.revokeObjectURL(url);
  }, [text, type]);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- the layout effect above sets the href before the link is first painted.
    <a ref={anchor} download={download} className={className}>
      {children}
    </a>
  );
}
