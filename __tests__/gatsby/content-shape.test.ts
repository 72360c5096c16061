import { contentFiles, contentTypeDefs, list, object, text, image, int, oneOf } from '../../src/gatsby/content-shape';

test('every content file becomes a node type with inference off', () => {
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
      'type ThingJsonOwner {\n  name: String!\n}',
      'type Shared {\n  value: String!\n}',
      [
        'type ThingJson implements Node @dontInfer {',
        '  title: String!',
        '  photo: File! @imageFile',
        '  stars: Int!',
        '  kind: ThingKind!',
        '  tags: [String!]!',
        '  owner: ThingJsonOwner!',
        '  shared: Shared!',
        '}',
      ].join('\n'),
    ].join('\n\n'),
  );
});
