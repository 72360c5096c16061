/**
 * Images given by address. An editor may write an `https://` address instead of a path
 * below data/ in any image field. While Gatsby reads data/, each address is downloaded
 * once (Gatsby's remote-file support, cached in .cache/ between builds) into a File node
 * that sharp processes like a local photo, so the page serves it from the site itself.
 * The `@imageFile` field extension resolves either kind of value to its File node.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, CreateSchemaCustomizationArgs, Node } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { formatProblem, imageUrls, isPhotoFile, isWebAddress, readJson, type ImageUrl } from '../content/content-check';
import { specForFile } from '../content/json-types';

/** The node field, on a data file's File node, that maps each address in it to its download. */
const FIELD = 'remoteImages';
type Download = { url: string; fileId: string };

type DataFileNode = Node & { sourceInstanceName?: string; relativePath?: string; absolutePath?: string; ext?: string };

/** The problem message for every place an address that failed is written. */
const failure = (places: ImageUrl[], reason: string): string =>
  `An image in data/ could not be downloaded; fix the address or use a file in data/images:\n` +
  places
    .map((place) => `  - ${formatProblem({ ...place, message: `could not download ${place.url}: ${reason}` })}`)
    .join('\n');

/**
 * onCreateNode: for each data file, downloads the images it gives by address and records
 * which File node holds each. A download that fails stops the build naming the file, the
 * entry, the field and the address.
 */
export async function downloadRemoteImages(args: CreateNodeArgs): Promise<void> {
  const node = args.node as DataFileNode;
  if (node.internal.type !== 'File' || node.sourceInstanceName !== 'data' || node.ext !== '.json') return;
  const spec = node.relativePath ? specForFile(node.relativePath) : undefined;
  if (!spec || !node.absolutePath || !node.relativePath) return;
  // The data was checked in onPreBootstrap; a file that no longer parses has nothing to fetch.
  const parsed = readJson(await fs.promises.readFile(node.absolutePath, 'utf8'));
  if (!('data' in parsed)) return;
  const file = path.posix.join('data', node.relativePath);
  const places = imageUrls(parsed.data, spec, file, path.dirname(node.absolutePath));
  if (places.length === 0) return;

  const { actions, createNodeId, getCache, reporter } = args;
  const urls = [...new Set(places.map((place) => place.url))];
  const downloads: Download[] = [];
  for (const url of urls) {
    const where = places.filter((place) => place.url === url);
    let fileNode: { id: string; ext?: string };
    try {
      fileNode = await createRemoteFileNode({
        url,
        parentNodeId: node.id,
        createNode: actions.createNode,
        createNodeId,
        getCache,
      });
    } catch (error) {
      reporter.panic(failure(where, error instanceof Error ? error.message : String(error)));
      return;
    }
    if (!isPhotoFile(fileNode.ext ?? '')) {
      reporter.panic(failure(where, `the address answered with a ${fileNode.ext || 'nameless'} file, not a photo`));
      return;
    }
    downloads.push({ url, fileId: fileNode.id });
  }
  actions.createNodeField({ node, name: FIELD, value: downloads });
}

type ResolverContext = {
  nodeModel: {
    findRootNodeAncestor(source: unknown, predicate: (node: Node) => boolean): Node | null;
    getNodeById(args: { id: string; type: string }): Node | null;
    findOne(args: { type: string; query: { filter: object } }): Promise<Node | null>;
  };
};

/** Finds the File node of one image value: a path relative to the data file, or an address. */
function resolveImage(value: string, dataFile: DataFileNode & { dir?: string }, context: ResolverContext) {
  if (isWebAddress(value)) {
    const downloads = (dataFile.fields as { [FIELD]?: Download[] } | undefined)?.[FIELD] ?? [];
    const download = downloads.find((entry) => entry.url === value);
    return download ? context.nodeModel.getNodeById({ id: download.fileId, type: 'File' }) : null;
  }
  return context.nodeModel.findOne({
    type: 'File',
    query: { filter: { absolutePath: { eq: path.resolve(dataFile.dir ?? '', value) } } },
  });
}

/** `@imageFile`: an image field's File node, from a path below data/ or a downloaded address. */
export function declareImageFileExtension({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension({
    name: 'imageFile',
    extend: () => ({
      resolve(source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: { fieldName: string }) {
        const value = source[info.fieldName];
        if (value === null || value === undefined) return null;
        const dataFile = context.nodeModel.findRootNodeAncestor(source, (node) => node.internal?.type === 'File');
        if (!dataFile) return null;
        const one = (item: unknown) => (typeof item === 'string' ? resolveImage(item, dataFile, context) : null);
        return Array.isArray(value) ? Promise.all(value.map(one)) : one(value);
      },
    }),
  });
}
