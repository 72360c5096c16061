import { GatsbyImage, type GatsbyImageProps, type IGatsbyImageData } from 'gatsby-plugin-image';

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;

/**
 * A processed image from `data/images/`. Images are required content: one that
 * sharp could not process stops the page from rendering instead of leaving a gap.
 */
export function Picture({
  file,
  alt,
  ...rest
}: { file: ImageFile; alt: string } & Omit<GatsbyImageProps, 'image' | 'alt'>) {
  const image = file?.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`The image "${alt}" was not processed; check its path in data/`);
  return <GatsbyImage image={image} alt={alt} {...rest} />;
}
