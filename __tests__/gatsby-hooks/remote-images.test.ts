import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, CreateSchemaCustomizationArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { dataDir } from '../../src/gatsby-hooks/node-api';
import { declareImageFileExtension, downloadRemoteImages } from '../../src/gatsby-hooks/remote-images';
import { tempDir } from '../fixtures/temp-dir';

jest.mock('gatsby-source-filesystem', () => ({ createRemoteFileNode: jest.fn() }));
const download = createRemoteFileNode as jest.MockedFunction<typeof createRemoteFileNode>;

const CDN = 'https://cdn.example.com/fotos';

/** A copy of data/clients.json whose photos are the given values, as Gatsby's File node. */
function clientsFile(photos: string[]) {
  const dir = tempDir('remote');
  const clients = JSON.parse(fs.readFileSync(path.join(dataDir, 'clients.json'), 'utf8')) as {
    items: { photo: string }[];
  };
  clients.items.forEach((client, index) => {
    client.photo = photos[index] ?? client.photo;
  });
  const absolutePath = path.join(dir, 'clients.json');
  fs.writeFileSync(absolutePath, JSON.stringify(clients, null, 2));
  return {
    id: 'file-clients',
    internal: { type: 'File', contentDigest: 'x', owner: 'gatsby-source-filesystem' },
    sourceInstanceName: 'data',
    relativePath: 'clients.json',
    absolutePath,
    dir,
    ext: '.json',
    parent: null,
    children: [],
  };
}

function run(node: object) {
  const reporter = { panic: jest.fn() };
  const createNodeField = jest.fn();
  const args = {
    node,
    actions: { createNode: jest.fn(), createNodeField },
    createNodeId: (seed: string) => `id-${seed}`,
    getCache: jest.fn(),
    reporter,
  } as unknown as CreateNodeArgs;
  return { promise: downloadRemoteImages(args), reporter, createNodeField };
}

beforeEach(() => download.mockReset());

test('files outside data/ and data files without addresses download nothing', async () => {
  for (const node of [
    { ...clientsFile([`${CDN}/a.jpg`]), sourceInstanceName: 'otros' },
    { ...clientsFile([`${CDN}/a.jpg`]), ext: '.jpg' },
    clientsFile([]),
  ]) {
    const { promise, createNodeField } = run(node);
    await promise;
    expect(createNodeField).not.toHaveBeenCalled();
  }
  expect(download).not.toHaveBeenCalled();
});

test('each address is downloaded once, under the data file, and recorded on it', async () => {
  download.mockImplementation(async ({ url }) => ({ id: `node:${url}`, ext: '.jpg' }) as never);
  const node = clientsFile([`${CDN}/a.jpg`, `${CDN}/b.jpg`, `${CDN}/a.jpg`]);
  const { promise, createNodeField, reporter } = run(node);
  await promise;
  expect(download.mock.calls.map(([args]) => [args.url, args.parentNodeId])).toEqual([
    [`${CDN}/a.jpg`, 'file-clients'],
    [`${CDN}/b.jpg`, 'file-clients'],
  ]);
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(createNodeField).toHaveBeenCalledWith({
    node,
    name: 'remoteImages',
    value: [
      { url: `${CDN}/a.jpg`, fileId: `node:${CDN}/a.jpg` },
      { url: `${CDN}/b.jpg`, fileId: `node:${CDN}/b.jpg` },
    ],
  });
});

test('a failed download stops the build naming the file, every entry and field, and the address', async () => {
  download.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:9'));
  const { promise, reporter } = run(clientsFile(['http://127.0.0.1:9/a.jpg', '', 'http://127.0.0.1:9/a.jpg']));
  await promise;
  expect(reporter.panic).toHaveBeenCalledTimes(1);
  const message = reporter.panic.mock.calls[0][0] as string;
  expect(message).toContain(
    'data/clients.json, entry 1 ("cliente-1"), field "photo": could not download http://127.0.0.1:9/a.jpg: ' +
      'connect ECONNREFUSED 127.0.0.1:9',
  );
  expect(message).toContain('data/clients.json, entry 3 ("cliente-3"), field "photo": could not download');
});

test('an address that answers with something other than a photo stops the build', async () => {
  download.mockResolvedValue({ id: 'n', ext: '.html' } as never);
  const { promise, reporter } = run(clientsFile([`${CDN}/pagina`]));
  await promise;
  expect(reporter.panic.mock.calls[0][0]).toContain(
    `data/clients.json, entry 1 ("cliente-1"), field "photo": could not download ${CDN}/pagina: ` +
      'the address answered with a .html file, not a photo',
  );
});

describe('@imageFile', () => {
  type Resolve = (source: object, args: object, context: object, info: object) => unknown;
  let resolve: Resolve;
  beforeAll(() => {
    const createFieldExtension = jest.fn();
    declareImageFileExtension({ actions: { createFieldExtension } } as unknown as CreateSchemaCustomizationArgs);
    resolve = createFieldExtension.mock.calls[0][0].extend().resolve;
  });

  const dataFile = {
    id: 'file-clients',
    internal: { type: 'File' },
    dir: '/site/data',
    fields: { remoteImages: [{ url: `${CDN}/a.jpg`, fileId: 'remote-a' }] },
  };
  const nodeModel = {
    findRootNodeAncestor: jest.fn(() => dataFile),
    getNodeById: jest.fn(({ id }: { id: string }) => ({ id })),
    findOne: jest.fn(async ({ query }: { query: { filter: { absolutePath: { eq: string } } } }) => ({
      id: query.filter.absolutePath.eq,
    })),
  };
  const context = { nodeModel };

  test('a path is resolved next to the data file', async () => {
    const file = await resolve({ photo: 'images/client-1.jpg' }, {}, context, { fieldName: 'photo' });
    expect(file).toEqual({ id: '/site/data/images/client-1.jpg' });
  });

  test('an address is resolved to its downloaded File node', async () => {
    expect(await resolve({ photo: `${CDN}/a.jpg` }, {}, context, { fieldName: 'photo' })).toEqual({ id: 'remote-a' });
    expect(nodeModel.getNodeById).toHaveBeenCalledWith({ id: 'remote-a', type: 'File' });
  });

  test('lists resolve item by item; a missing value stays null', async () => {
    expect(await resolve({ photos: ['images/x.jpg', `${CDN}/a.jpg`] }, {}, context, { fieldName: 'photos' })).toEqual([
      { id: '/site/data/images/x.jpg' },
      { id: 'remote-a' },
    ]);
    expect(await resolve({}, {}, context, { fieldName: 'photo' })).toBeNull();
  });
});
