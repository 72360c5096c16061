import { specForFile } from './content-rules';

export { specForFile };

type TypeNameArgs = { node: { relativePath?: string; dir?: string; name?: string } };

/**
 * The GraphQL type of each JSON node, taken from `content-shape.ts`
 * (`data/projects/*.json` -> ProjectJson), so names never depend on folder names.
 */
export function jsonTypeName({ node }: TypeNameArgs): string {
  const relative = node.relativePath ?? '';
  const spec = specForFile(relative);
  if (!spec) {
    throw new Error(`data/${relative} is not a known content file; declare it in src/content/content-shape.ts`);
  }
  return spec.typeName;
}
