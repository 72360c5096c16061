/**
 * A build never publishes query results older than the nodes in .cache/.
 *
 * Gatsby keeps nodes in .cache/data/datastore (LMDB), written the moment a node is created, and
 * which query results are up to date in its Redux state (.cache/redux), saved only when `gatsby
 * develop` has run its queries again, or at the end of `gatsby build`. A session stopped in
 * between (Ctrl-C, a kill, a crash) leaves a changed node stored and the query state saying that
 * nothing changed. The next run then finds the node unchanged, runs no query and publishes the old text.
 *
 * Every node carries `internal.counter`, which only grows, and the saved state holds the last counter
 * it knew (`status.LAST_NODE_COUNTER`). A node with a greater counter was stored after the last save.
 * Before sourcing, each such node and its top parent (a data file) are deleted on behalf of their
 * owners, with their children: the queries that read them become dirty, and sourcing creates them
 * again, with their transformer children. An ordinary rebuild finds no such node and stays warm.
 */
import type { Actions, Node, NodePluginArgs } from 'gatsby';

type Args = Pick<NodePluginArgs, 'store' | 'getNodes' | 'getNode' | 'reporter'> & {
  actions: Pick<Actions, 'deleteNode'>;
};

const numberAt = (value: unknown, ...keys: string[]): number | undefined => {
  let at = value;
  for (const key of keys) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'number' ? at : undefined;
};

/** The nodes stored after Gatsby last saved its query state. */
function unsavedNodes({ store, getNodes }: Pick<Args, 'store' | 'getNodes'>): Node[] {
  const saved = numberAt(store.getState(), 'status', 'LAST_NODE_COUNTER') ?? 0;
  return getNodes().filter((node) => (numberAt(node, 'internal', 'counter') ?? 0) > saved);
}

/**
 * Deletes the unsaved nodes and their top parents (see above); returns how many top parents. The
 * nodes themselves too: a session can stop after a child is stored and before its parent lists it.
 */
export function dropUnsavedNodes(args: Args): number {
  const unsaved = unsavedNodes(args);
  const roots = new Map<string, Node>();
  for (const node of unsaved) {
    let root = node;
    for (let parent = root.parent ? args.getNode(root.parent) : undefined; parent;) {
      root = parent;
      parent = root.parent ? args.getNode(root.parent) : undefined;
    }
    roots.set(root.id, root);
  }
  for (const node of [...roots.values(), ...unsaved]) {
    // Its owner's name: Gatsby lets only a node's owner delete it. Deleting a parent deletes the children it lists.
    if (args.getNode(node.id)) args.actions.deleteNode(node, { name: node.internal.owner });
  }
  if (roots.size > 0) {
    // One short line: Gatsby wraps longer ones at 80 columns.
    args.reporter.info(`.cache held ${roots.size} unpublished change(s); reading them again.`);
  }
  return roots.size;
}
