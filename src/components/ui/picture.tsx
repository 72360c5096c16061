import type { IGatsbyImageData } from 'gatsby-plugin-image';

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;

export type PictureProps = {
  file: ImageFile;
  alt: string;
  /** `eager` only for an image in the first screen; everything else waits until it nears the viewport. */
  loading?: 'eager' | 'lazy';
  /** `high` for the one image that is the page's largest paint. */
  fetchpriority?: 'high' | 'low' | 'auto';
  /** How wide the image is drawn at each breakpoint, e.g. `(min-width: 48rem) 11rem, 30vw`. */
  sizes?: string;
  className?: string;
};

/**
 * A photo processed by gatsby-plugin-image and sharp (AVIF, WebP and a fallback,
 * each in several widths), drawn as a plain `<picture>`: the browser picks the
 * format and width, lazy-loads natively and reserves the space from `width` and
 * `height`, so the page needs no image runtime and nothing shifts. The dominant
 * colour fills the box until the photo arrives.
 *
 * Images are required content: one that sharp could not process stops the page
 * from rendering instead of leaving a gap.
 */
export function Picture({ file, alt, loading = 'lazy', fetchpriority, sizes, className }: PictureProps) {
  const image = file?.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`The image "${alt}" was not processed; check its path in data/`);
  const { width, height, layout, images, backgroundColor } = image;
  const fallback = images.fallback;
  if (!fallback?.src) throw new Error(`The image "${alt}" has no fallback file; check its query`);
  const imageSizes = sizes ?? fallback.sizes;
  const fixed = layout === 'fixed';
  return (
    <picture
      className={className}
      css={{
        display: 'block',
        overflow: 'hidden',
        width: fixed ? width : '100%',
        maxWidth: fixed ? undefined : width,
        flexShrink: fixed ? 0 : undefined,
      }}
    >
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={imageSizes} />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={imageSizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(fetchpriority ? { fetchpriority } : {})}
        css={{ display: 'block', width: '100%', height: 'auto', background: backgroundColor }}
      />
    </picture>
  );
}
