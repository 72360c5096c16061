/**
 * The shape of every content file in `data/`, written once.
 *
 * From this one description we derive both the GraphQL types Gatsby uses
 * (`contentTypeDefs`, with `@dontInfer` and non-null fields) and the checks
 * that stop the build with a message naming the file, the entry and the field
 * when an editor leaves something out (`content-check.ts`).
 */

export type Field =
  | { readonly kind: 'text' }
  | { readonly kind: 'image' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  | { readonly kind: 'pattern'; readonly pattern: RegExp; readonly hint: string }
  | { readonly kind: 'enum'; readonly name: string; readonly values: readonly string[] }
  | { readonly kind: 'list'; readonly of: Field; readonly min: number; readonly max: number }
  | { readonly kind: 'object'; readonly fields: Fields; readonly name?: string };

export type Fields = { readonly [key: string]: Field };

export const text: Field = { kind: 'text' };
export const image: Field = { kind: 'image' };
/** A switch: true or false, nothing else. */
export const boolean: Field = { kind: 'boolean' };
export const int = (min: number, max: number): Field => ({ kind: 'int', min, max });
const pattern = (regex: RegExp, hint: string): Field => ({
  kind: 'pattern',
  pattern: regex,
  hint,
});
export const oneOf = (name: string, values: readonly string[]): Field => ({
  kind: 'enum',
  name,
  values,
});
export const list = (of: Field, min: number, max = min): Field => ({ kind: 'list', of, min, max });
/** `name` gives a shape used in several places one GraphQL type name. */
export const object = (fields: Fields, name?: string): Field => ({ kind: 'object', fields, name });

const slug = pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and hyphens');

/** A marketing figure: the big value and the words under it, e.g. "500+" / "casos ganados". */
const figure = object({ value: text, label: text }, 'Figure');
/** An image and the Spanish text that describes it. */
const picture = object({ image, alt: text }, 'Picture');
/** Title and description for search engines and shared links. */
const seo = object({ title: text, description: text }, 'Seo');

/** Icons a service card may use; the component maps each to a drawing. */
export const SERVICE_ICONS = ['shield', 'users', 'trophy', 'eye', 'scale', 'home'] as const;
/** Icons a project benefit may use. */
export const BENEFIT_ICONS = ['gavel', 'briefcase', 'message', 'folder'] as const;
/** Project testimonials are rated from 1 to this many stars. */
export const MAX_RATING = 5;

const phone = object({
  digits: pattern(
    /^57(?:3\d{9}|60\d{8})$/,
    'Colombian number as international digits only: 57 + 10 digits, e.g. 573105550123',
  ),
  display: text,
});

/** The key holding the entries of a `list` file: `{ "items": [ ... ] }`. */
export const LIST_KEY = 'items';

export type ContentFile = {
  /** GraphQL node type. */
  readonly typeName: string;
  /** Path below `data/`; `*` stands for any file name (one node per file). */
  readonly path: string;
  /**
   * `list`: the file is `{ "items": [entries] }` (an object, so Decap CMS can edit it);
   * `object`: the file is one entry.
   */
  readonly shape: 'list' | 'object';
  /** GraphQL type of one entry of a `list` file. */
  readonly itemTypeName?: string;
  readonly min?: number;
  readonly max?: number;
  readonly fields: Fields;
};

export const contentFiles: readonly ContentFile[] = [
  {
    typeName: 'SiteJson',
    path: 'site.json',
    shape: 'object',
    fields: {
      name: text,
      siteUrl: pattern(/^https:\/\/[^/\s]+$/, 'https:// address without a trailing slash'),
      logo: picture,
      description: text,
      phone,
      email: pattern(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'an e-mail address'),
      address: object({ street: text, city: text }),
      contactLabel: text,
      skipLink: text,
      notFound: object({ seo, code: text, title: text, text, homeLink: text }),
      footer: object({
        chatLabel: text,
        phoneLabel: text,
        addressLabel: text,
        emailLabel: text,
        rights: text,
      }),
      chatMessages: object({ general: text, consultation: text }),
      /** Whether each chat message ends with a reference code (src/chat/first-tap.ts); false as shipped. */
      chatReference: boolean,
      figures: object({
        ownersThisYear: figure,
        years: figure,
        casesWon: figure,
        satisfaction: figure,
        breachRate: figure,
        compensated: figure,
      }),
    },
  },
  {
    typeName: 'HomeJson',
    path: 'home.json',
    shape: 'object',
    fields: {
      seo,
      hero: object({
        badge: text,
        title: text,
        lead: text,
        consultCta: text,
        servicesCta: text,
      }),
      services: object({ title: text, lead: text, didYouKnowTitle: text }),
      process: object({ title: text, lead: text, stepLabel: text }),
      testimonials: object({ title: text, lead: text, chooseLabel: text }),
      cta: object({ title: text, lead: text, button: text }),
      floatingCta: text,
    },
  },
  {
    typeName: 'ServicesJson',
    itemTypeName: 'Service',
    path: 'services.json',
    shape: 'list',
    min: 4,
    max: 4,
    fields: {
      slug,
      icon: oneOf('ServiceIcon', SERVICE_ICONS),
      title: text,
      description: text,
    },
  },
  {
    typeName: 'ProcessJson',
    itemTypeName: 'Step',
    path: 'process.json',
    shape: 'list',
    min: 3,
    max: 3,
    fields: {
      slug,
      number: int(1, 9),
      title: text,
      description: text,
      bullets: list(text, 3),
      image,
      imageAlt: text,
    },
  },
  {
    typeName: 'TestimonialsJson',
    itemTypeName: 'Testimonial',
    path: 'testimonials.json',
    shape: 'list',
    min: 3,
    max: 3,
    fields: {
      slug,
      quote: text,
      author: text,
      location: text,
      role: text,
      avatar: image,
    },
  },
  {
    typeName: 'ClientsJson',
    itemTypeName: 'Client',
    path: 'clients.json',
    shape: 'list',
    min: 3,
    max: 3,
    fields: { slug, photo: image, alt: text },
  },
  {
    typeName: 'ProjectJson',
    path: 'projects/*.json',
    shape: 'object',
    fields: {
      slug,
      name: text,
      seo,
      floatingCta: text,
      chatMessages: object({ project: text, otherProject: text }),
      hero: object({
        badge: text,
        title: text,
        lead: text,
        reviewCta: text,
        otherProjectCta: text,
      }),
      wonCase: object({ badge: text, title: text, figure, description: text }),
      problems: object({ title: text, items: list(object({ title: text, description: text }), 3) }),
      testimonials: object({
        title: text,
        /** Read after a rating, e.g. "de 5 estrellas" in "4 de 5 estrellas"; it must name the maximum. */
        ratingLabel: pattern(
          new RegExp(`\\b${MAX_RATING}\\b`),
          `the words read after a rating, naming the maximum, e.g. "de ${MAX_RATING} estrellas"`,
        ),
        items: list(
          object({
            slug,
            quote: text,
            author: text,
            location: text,
            role: text,
            rating: int(1, MAX_RATING),
            avatar: image,
          }),
          3,
        ),
      }),
      presence: object({
        title: text,
        lead: text,
        figures: list(figure, 3),
        casesTitle: text,
        cases: list(object({ title: text, figure, description: text }), 2),
      }),
      contact: object({ title: text, lead: text, projectCta: text, otherProjectCta: text }),
      benefits: object({
        title: text,
        items: list(object({ icon: oneOf('BenefitIcon', BENEFIT_ICONS), title: text, description: text }), 4),
      }),
      closing: object({ title: text, lead: text, projectCta: text, otherProjectCta: text }),
    },
  },
];

/** PascalCase of a field name, for nested GraphQL type names. */
const pascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** GraphQL SDL for every content file: node types, nested object types and enums. */
export function contentTypeDefs(files: readonly ContentFile[] = contentFiles): string {
  const defs = new Map<string, string>();

  const typeRef = (field: Field, owner: string, key: string): string => {
    switch (field.kind) {
      case 'text':
      case 'pattern':
        return 'String!';
      case 'int':
        return 'Int!';
      case 'boolean':
        return 'Boolean!';
      case 'image':
        // A path below data/ or an https:// address (src/gatsby-hooks/remote-images.ts).
        return 'File! @imageFile';
      case 'enum':
        defs.set(field.name, `enum ${field.name} {\n  ${field.values.join('\n  ')}\n}`);
        return `${field.name}!`;
      case 'list':
        return `[${typeRef(field.of, owner, key).replace(' @imageFile', '')}]!${
          field.of.kind === 'image' ? ' @imageFile' : ''
        }`;
      case 'object': {
        const name = field.name ?? owner + pascal(key);
        defs.set(name, objectType(name, field.fields, ''));
        return `${name}!`;
      }
    }
  };

  const objectType = (name: string, fields: Fields, header: string): string => {
    const lines = Object.entries(fields).map(([key, field]) => `  ${key}: ${typeRef(field, name, key)}`);
    return `type ${name}${header} {\n${lines.join('\n')}\n}`;
  };

  for (const file of files) {
    if (file.shape === 'list') {
      const item = file.itemTypeName ?? `${file.typeName}Item`;
      defs.set(item, objectType(item, file.fields, ''));
      defs.set(file.typeName, `type ${file.typeName} implements Node @dontInfer {\n  ${LIST_KEY}: [${item}!]!\n}`);
    } else {
      defs.set(file.typeName, objectType(file.typeName, file.fields, ' implements Node @dontInfer'));
    }
  }
  return [...defs.values()].join('\n\n');
}
