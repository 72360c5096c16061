/**
 * The preview's data: the entry being edited, laid over the content of every other file
 * (/admin/content.json, written with the editor), in the shape the page queries return.
 * The shape comes from content-shape.ts, so a field left blank or a list entry just added
 * renders empty instead of breaking the section. Images become plain image data of the
 * size their query asks for, drawn from the uploaded file's address (Decap's getAsset) or
 * an https:// address.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { contentFiles, LIST_KEY, type ContentFile, type Field, type Fields } from '../content/content-shape';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * content.json: each preview's name (a file of the editor, or a folder collection, as config.yml
 * names them) with its GraphQL type, and the content of each single file.
 */
export type ContentSnapshot = { previews: { name: string; typeName: string; data?: JsonObject }[] };

/** The size each page query asks sharp for, by file type and field path: the preview draws an upload at it. */
export const IMAGE_SIZES: { [path: string]: { width: number; height: number; layout: 'fixed' | 'constrained' } } = {
  // src/components/use-site-data.ts
  'SiteJson.logo.image': { width: 44, height: 44, layout: 'fixed' },
  // src/sections/home/hero-photos.tsx (aspect ratio 0.8)
  'ClientsJson.items.photo': { width: 320, height: 400, layout: 'constrained' },
  // src/sections/home/process.tsx (aspect ratio 1.3333)
  'ProcessJson.items.image': { width: 560, height: 420, layout: 'constrained' },
  // src/sections/home/testimonials.tsx
  'TestimonialsJson.items.avatar': { width: 72, height: 72, layout: 'fixed' },
  // src/sections/project/testimonials.tsx
  'ProjectJson.testimonials.items.avatar': { width: 56, height: 56, layout: 'fixed' },
};

/** A blank image, while a photo is still missing from the form. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export type ImageFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } };

/** An image address as the site's <Picture> takes a processed one. */
export function plainImage(src: string, path: string): ImageFile {
  const size = IMAGE_SIZES[path];
  if (!size) throw new Error(`No image size for ${path}: add it to IMAGE_SIZES from its query`);
  return {
    childImageSharp: {
      gatsbyImageData: { ...size, images: { fallback: { src: src || BLANK } } },
    },
  };
}

/** Turns an image field's value (a path below data/, or an https:// address) into an address to show. */
export type AssetUrl = (value: string) => string;

function shaped(field: Field, value: Json | undefined, path: string, assetUrl: AssetUrl): Json | ImageFile {
  switch (field.kind) {
    case 'image':
      return plainImage(typeof value === 'string' && value !== '' ? assetUrl(value) : '', path);
    case 'int':
      return typeof value === 'number' ? value : Number(value) || 0;
    case 'boolean':
      return value === true;
    case 'object':
      return shapedObject(field.fields, value, path, assetUrl) as Json;
    case 'list':
      return (Array.isArray(value) ? value : []).map((item) => shaped(field.of, item, path, assetUrl) as Json);
    default:
      return typeof value === 'string' ? value : '';
  }
}

function shapedObject(fields: Fields, value: Json | undefined, path: string, assetUrl: AssetUrl): JsonObject {
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, shaped(field, object[key], `${path}.${key}`, assetUrl) as Json]),
  );
}

/** One file's content in the shape its GraphQL node has (a `list` file keeps its `items`). */
function shapedFile(file: ContentFile, data: Json | undefined, assetUrl: AssetUrl): JsonObject {
  const fields: Fields =
    file.shape === 'list'
      ? { [LIST_KEY]: { kind: 'list', of: { kind: 'object', fields: file.fields }, min: 0, max: 0 } }
      : file.fields;
  return shapedObject(fields, data, file.typeName, assetUrl);
}

const specOf = (typeName: string): ContentFile => {
  const file = contentFiles.find((candidate) => candidate.typeName === typeName);
  if (!file) throw new Error(`content.json names ${typeName}, which content-shape.ts does not declare`);
  return file;
};

/**
 * Every content file by GraphQL type, shaped: the snapshot's, with `edited` (the entry in the
 * form) in place of the file called `name`.
 */
export function previewContent(
  snapshot: ContentSnapshot,
  edited: { typeName: string; data: Json | undefined },
  assetUrl: AssetUrl,
): Map<string, JsonObject> {
  const content = new Map<string, JsonObject>();
  for (const { typeName, data } of snapshot.previews) {
    if (data) content.set(typeName, shapedFile(specOf(typeName), data, assetUrl));
  }
  content.set(edited.typeName, shapedFile(specOf(edited.typeName), edited.data, assetUrl));
  return content;
}
