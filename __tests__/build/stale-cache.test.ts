import type { Node, NodePluginArgs } from 'gatsby';
import { rerunStaleQueries } from '../../src/build/stale-cache';

/** Gatsby's FLAG_DIRTY_DATA, and FLAG_DIRTY_TEXT (a query whose text changed). */
const DATA = 0b0100;
const TEXT = 0b0010;

type GatsbyQueries = { trackedQueries: Map<string, { dirty: number }> };

const node = (id: string, type: string, counter: number, owner = 'gatsby-transformer-json'): Node =>
  ({ id, parent: null, children: [], internal: { type, contentDigest: id, owner, counter } }) as unknown as Node;

/**
 * Runs the check on a store holding `nodes` and a saved state whose last counter is `lastSaved`; the
 * home page's query read the testimonials node, the project pages list every project.
 */
function run(nodes: Node[], lastSaved: number, dirty: Record<string, number> = {}) {
  const trackedQueries = new Map(['/', '/torre-norte', 'sq--footer'].map((id) => [id, { dirty: dirty[id] ?? 0 }]));
  const queries = {
    trackedQueries,
    byNode: new Map([
      ['json-testimonials', new Set(['/'])],
      ['json-site', new Set(['/', 'sq--footer'])],
      ['json-old-project', new Set<string>()],
    ]),
    byConnection: new Map([['ProjectsJson', new Set(['/torre-norte'])]]),
  };
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const info: string[] = [];
  const marked = rerunStaleQueries({
    store: {
      getState: () => ({ status: { LAST_NODE_COUNTER: lastSaved }, queries }),
    } as unknown as NodePluginArgs['store'],
    getNodes: () => [...byId.values()],
    getNode: (id: string) => byId.get(id),
    reporter: { info: (message: string) => info.push(message) } as unknown as NodePluginArgs['reporter'],
  });
  const flags = Object.fromEntries([...trackedQueries].map(([id, query]) => [id, query.dirty]));
  return { marked, flags, info };
}

const testimonials = node('json-testimonials', 'TestimonialsJson', 11);
const testimonialsFile = node('file-testimonials', 'File', 10, 'gatsby-source-filesystem');
const site = node('json-site', 'SiteJson', 5);
const project = node('json-torre-norte', 'ProjectsJson', 7);

test('nothing stored after the last save: no query is marked, nothing is said (the rebuild stays warm)', () => {
  expect(run([testimonials, testimonialsFile, site, project], 11)).toEqual({
    marked: 0,
    flags: { '/': 0, '/torre-norte': 0, 'sq--footer': 0 },
    info: [],
  });
});

test('a node stored after the last save: the queries that read it run again, and the build says so', () => {
  expect(run([testimonials, testimonialsFile, site, project], 9)).toEqual({
    marked: 1,
    flags: { '/': DATA, '/torre-norte': 0, 'sq--footer': 0 },
    info: ['.cache: 2 node(s) changed after its last save; 1 quer(ies) to run again.'],
  });
});

test('a node of a listed type stored after the last save: the queries that list that type run again', () => {
  const newProject = node('json-torre-norte', 'ProjectsJson', 12);
  expect(run([testimonials, site, newProject], 11).flags).toEqual({ '/': 0, '/torre-norte': DATA, 'sq--footer': 0 });
});

test('a node a query read and that is gone (deleted after the last save): that query runs again', () => {
  const { flags, info } = run([testimonials, project], 11);
  expect(flags).toEqual({ '/': DATA, '/torre-norte': 0, 'sq--footer': DATA });
  expect(info).toEqual(['.cache: 1 node(s) changed after its last save; 2 quer(ies) to run again.']);
});

test("nodes of any owner (Gatsby's own pages and site nodes too) only mark queries: nothing is deleted", () => {
  const sitePage = node('SitePage /', 'SitePage', 12, 'internal-data-bridge');
  expect(run([testimonials, site, project, sitePage], 11)).toEqual({
    marked: 0,
    flags: { '/': 0, '/torre-norte': 0, 'sq--footer': 0 },
    info: [],
  });
});

test('a query already marked keeps its flags and is not counted again', () => {
  const { marked, flags } = run([testimonials, site, project], 9, { '/': TEXT });
  expect(flags['/']).toBe(TEXT | DATA);
  expect(marked).toBe(1);
});

test('no saved state: every node counts as stored after it, and a state without queries is an error', () => {
  expect(run([testimonials, site, project], 0).marked).toBe(3);
  expect(() =>
    rerunStaleQueries({
      store: { getState: () => ({ status: {} }) } as unknown as NodePluginArgs['store'],
      getNodes: () => [],
      getNode: () => undefined,
      reporter: { info: () => undefined } as unknown as NodePluginArgs['reporter'],
    }),
  ).toThrow("Gatsby's query state has no `queries`");
});

test("on Gatsby's own query state: the query that read a node stored after the last save is one Gatsby runs again", () => {
  // Gatsby's reducer (gatsby/dist). Its build runs every query whose `dirty` is above 0
  // (calcDirtyQueryIds in gatsby/dist/query, which needs the whole store to load).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { queriesReducer, FLAG_DIRTY_DATA } = require('gatsby/dist/redux/reducers/queries') as {
    queriesReducer: (state: unknown, action: unknown) => GatsbyQueries;
    FLAG_DIRTY_DATA: number;
  };
  expect(FLAG_DIRTY_DATA).toBe(DATA);
  const dirtyQueries = (queries: GatsbyQueries) =>
    [...queries.trackedQueries].filter(([, query]) => query.dirty > 0).map(([id]) => id);
  const actions = [
    { type: 'CREATE_PAGE', payload: { path: '/', componentPath: '/src/pages/index.tsx' } },
    { type: 'CREATE_PAGE', payload: { path: '/torre-norte', componentPath: '/src/templates/project.tsx' } },
    { type: 'CREATE_COMPONENT_DEPENDENCY', payload: [{ path: '/', nodeId: 'json-testimonials' }] },
    { type: 'CREATE_COMPONENT_DEPENDENCY', payload: [{ path: '/torre-norte', connection: 'ProjectsJson' }] },
    { type: 'PAGE_QUERY_RUN', payload: { path: '/' } },
    { type: 'PAGE_QUERY_RUN', payload: { path: '/torre-norte' } },
  ];
  const queries = actions.reduce<GatsbyQueries | undefined>(
    (state, action) => queriesReducer(state, action),
    undefined,
  );
  if (!queries) throw new Error('no actions');
  const state = { status: { LAST_NODE_COUNTER: 10 }, queries };
  expect(dirtyQueries(queries)).toEqual([]);
  const nodes = [testimonials, project];
  rerunStaleQueries({
    store: { getState: () => state } as unknown as NodePluginArgs['store'],
    getNodes: () => nodes,
    getNode: (id: string) => nodes.find((n) => n.id === id),
    reporter: { info: () => undefined } as unknown as NodePluginArgs['reporter'],
  });
  expect(dirtyQueries(queries)).toEqual(['/']);
});
