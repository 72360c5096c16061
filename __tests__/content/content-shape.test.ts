import {
  boolean,
  contentFiles,
  contentTypeDefs,
  list,
  object,
  text,
  image,
  int,
  oneOf,
} from '../../src/content/content-shape';
import { missingFiles } from '../../src/content/not-loaded';

test('every content file becomes a node type with inference off; a list file holds its entries in items', () => {
  const sdl = contentTypeDefs();
  for (const file of contentFiles) {
    expect(sdl).toContain(`type ${file.typeName} implements Node @dontInfer {`);
  }
});

test('fields are non-null, images are files by relative path, enums and nested types are declared', () => {
  const sdl = contentTypeDefs([
    {
      typeName: 'ThingJson',
      path: 'things.json',
      shape: 'list',
      fields: {
        title: text,
        photo: image,
        stars: int(1, 5),
        open: boolean,
        kind: oneOf('ThingKind', ['a', 'b']),
        tags: list(text, 1, 3),
        owner: object({ name: text }),
        shared: object({ value: text }, 'Shared'),
      },
    },
  ]);
  expect(sdl).toBe(
    [
      'enum ThingKind {\n  a\n  b\n}',
      'type ThingJsonItemOwner {\n  name: String!\n}',
      'type Shared {\n  value: String!\n}',
      [
        'type ThingJsonItem {',
        '  title: String!',
        '  photo: File! @imageFile',
        '  stars: Int!',
        '  open: Boolean!',
        '  kind: ThingKind!',
        '  tags: [String!]!',
        '  owner: ThingJsonItemOwner!',
        '  shared: Shared!',
        '}',
      ].join('\n'),
      'type ThingJson implements Node @dontInfer {\n  items: [ThingJsonItem!]!\n}',
    ].join('\n\n'),
  );
});

test("each single file's query field names its file, as a page's missing-data message reads it (not-loaded.ts)", () => {
  const single = contentFiles.filter((file) => !file.path.includes('*'));
  const named = single.map((file) => {
    const field = file.typeName.charAt(0).toLowerCase() + file.typeName.slice(1);
    return [file.path, missingFiles({ [field]: null })];
  });
  expect(named).toEqual(single.map((file) => [file.path, [`data/${file.path}`]]));
});
