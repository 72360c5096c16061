/**
 * The JSON format the editor saves in, registered by src/editor/setup.ts: the committed files'
 * own layout (2 spaces, keys in the order of content-shape.ts, final newline). Decap's own JSON
 * format leaves the newline out and moves edited keys to the end, which would give noisy diffs.
 */
import { contentFiles, LIST_KEY, type Field, type Fields } from '../content/content-shape';

/** The format's name, which config.yml's collections name. */
export const CMS_JSON_FORMAT = 'json-prettier';

type KeyTree = { [key: string]: KeyTree | null };
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The order of the keys of each content file, nested. */
function keyTree(fields: Fields): KeyTree {
  const tree: KeyTree = {};
  for (const [key, field] of Object.entries(fields)) {
    let inner: Field = field;
    while (inner.kind === 'list') inner = inner.of;
    tree[key] = inner.kind === 'object' ? keyTree(inner.fields) : null;
  }
  return tree;
}
const KEY_TREES: KeyTree[] = contentFiles.map((file) =>
  file.shape === 'list' ? { [LIST_KEY]: keyTree(file.fields) } : keyTree(file.fields),
);

const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether every key of `value`, at every depth, is one `tree` names. */
const fits = (value: Json, tree: KeyTree | null): boolean =>
  Array.isArray(value)
    ? value.every((item) => fits(item, tree))
    : !isObject(value) ||
      (tree !== null && Object.entries(value).every(([k, v]) => k in tree && fits(v, tree[k] ?? null)));

/** `value` with its keys in the order of `tree`; keys it does not name come last. */
function order(value: Json, tree: KeyTree | null): Json {
  if (Array.isArray(value)) return value.map((item) => order(item, tree));
  if (!isObject(value) || tree === null) return value;
  const out: { [key: string]: Json } = {};
  for (const [k, inner] of Object.entries(tree)) {
    const v = value[k];
    if (v !== undefined) out[k] = order(v, inner);
  }
  for (const [k, v] of Object.entries(value)) if (!(k in out)) out[k] = v;
  return out;
}

/** The text of a content file, as committed. */
export function toFile(value: Json): string {
  const tree = KEY_TREES.find((candidate) => fits(value, candidate));
  return `${JSON.stringify(tree ? order(value, tree) : value, null, 2)}\n`;
}

export const fromFile = (text: string): Json => JSON.parse(text) as Json;
