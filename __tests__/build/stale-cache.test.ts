import type { Node, NodePluginArgs } from 'gatsby';
import { dropUnsavedNodes } from '../../src/build/stale-cache';

const node = (
  id: string,
  counter: number,
  owner: string,
  parent: string | null = null,
  children: string[] = [],
): Node => ({ id, parent, children, internal: { type: 'T', contentDigest: id, owner, counter } }) as unknown as Node;

function run(nodes: Node[], lastSaved: number) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const deleted: [string, string][] = [];
  const info: string[] = [];
  const count = dropUnsavedNodes({
    store: { getState: () => ({ status: { LAST_NODE_COUNTER: lastSaved } }) } as unknown as NodePluginArgs['store'],
    getNodes: () => [...byId.values()],
    getNode: (id: string) => byId.get(id),
    actions: {
      // As Gatsby's: the node and the children it lists.
      deleteNode: (n: { id: string }, plugin?: { name: string }) => {
        deleted.push([n.id, plugin?.name ?? '']);
        const gone = (id: string): void => {
          for (const child of byId.get(id)?.children ?? []) gone(child);
          byId.delete(id);
        };
        gone(n.id);
      },
    },
    reporter: { info: (message: string) => info.push(message) } as unknown as NodePluginArgs['reporter'],
  });
  return { count, deleted, info };
}

const file = node('file-testimonials', 10, 'gatsby-source-filesystem', null, ['json-testimonials']);
const json = node('json-testimonials', 11, 'gatsby-transformer-json', 'file-testimonials');
const other = node('file-site', 5, 'gatsby-source-filesystem');

test('nothing stored after the last save: nothing is deleted, nothing is said (the rebuild stays warm)', () => {
  expect(run([file, json, other], 11)).toEqual({ count: 0, deleted: [], info: [] });
});

test("a node stored after the last save: its data file is deleted as its owner's, once, and the build says so", () => {
  const { count, deleted, info } = run([file, json, other], 9);
  expect(count).toBe(1);
  expect(deleted).toEqual([['file-testimonials', 'gatsby-source-filesystem']]);
  expect(info).toEqual(['.cache held 1 unpublished change(s); reading them again.']);
});

test('a child stored after the last save (its file before): the file is deleted, so its transformer runs again', () => {
  expect(run([file, json, other], 10).deleted).toEqual([['file-testimonials', 'gatsby-source-filesystem']]);
});

test('a child its file does not list yet (the session stopped in between): both are deleted', () => {
  const unlinked = node('file-testimonials', 10, 'gatsby-source-filesystem');
  expect(run([unlinked, json, other], 9).deleted).toEqual([
    ['file-testimonials', 'gatsby-source-filesystem'],
    ['json-testimonials', 'gatsby-transformer-json'],
  ]);
});

test('no saved state: every node counts as unsaved', () => {
  expect(run([file, json, other], 0).count).toBe(2);
});
