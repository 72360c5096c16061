/**
 * A build never publishes query results older than the nodes in .cache/.
 *
 * Gatsby keeps nodes in .cache/data/datastore (LMDB), written the moment a node is created or deleted,
 * and which query results are up to date in its Redux state (.cache/redux), saved only when `gatsby
 * develop` has run its queries again, or at the end of `gatsby build`. A session stopped in between
 * (Ctrl-C, a kill, a crash) leaves a changed node stored and the query state saying that nothing
 * changed. The next run then finds the node unchanged, runs no query and publishes the old text.
 *
 * Every node carries `internal.counter`, which only grows, and the saved state holds the last counter
 * it knew (`status.LAST_NODE_COUNTER`). A node with a greater counter was stored after the last save;
 * a node the saved state says a query read, and which is gone, was deleted after it. Before sourcing,
 * every query that read such a node, or lists nodes of its type, is marked as Gatsby marks a query
 * whose data changed, so the build runs it again on what the store holds. Gatsby has no action for
 * that, so the flag is set on its query state in place, as its own reducer does; a unit test checks
 * the flag against Gatsby's reducer. Nothing is deleted: the nodes are already what data/ holds (a
 * check that deleted them failed the build, as Gatsby's page nodes carry no owner). An ordinary
 * rebuild finds no such node and stays warm.
 */
import type { Node, NodePluginArgs } from 'gatsby';

type Args = Pick<NodePluginArgs, 'store' | 'getNodes' | 'getNode' | 'reporter'>;

/** The part of Gatsby 5's query state (redux/reducers/queries.ts) this check reads and marks. */
type QueryState = {
  trackedQueries: Map<string, { dirty: number }>;
  byNode: Map<string, Set<string>>;
  byConnection: Map<string, Set<string>>;
};

/** `internal.counter`: Gatsby sets it on every node it stores, but its Node type does not declare it. */
const counterOf = (node: Node): number => {
  const counter = (node.internal as { counter?: unknown }).counter;
  return typeof counter === 'number' ? counter : 0;
};

/** Gatsby's FLAG_DIRTY_DATA: the query's data changed since it last ran. */
const FLAG_DIRTY_DATA = 0b0100;

/**
 * Marks the queries that read nodes stored or deleted after Gatsby last saved its query state (see
 * above), and says so; returns how many queries it marked.
 */
export function rerunStaleQueries({ store, getNodes, getNode, reporter }: Args): number {
  const state = store.getState() as { status?: { LAST_NODE_COUNTER?: number }; queries?: QueryState };
  const queries = state.queries;
  if (!queries) throw new Error("Gatsby's query state has no `queries`: check src/build/stale-cache.ts");
  const saved = state.status?.LAST_NODE_COUNTER ?? 0;
  const unsaved = getNodes().filter((node) => counterOf(node) > saved);
  const stale = new Set<string>();
  for (const node of unsaved) {
    for (const id of queries.byNode.get(node.id) ?? []) stale.add(id);
    for (const id of queries.byConnection.get(node.internal.type) ?? []) stale.add(id);
  }
  let deleted = 0;
  for (const [nodeId, ids] of queries.byNode) {
    if (ids.size === 0 || getNode(nodeId)) continue;
    deleted += 1;
    for (const id of ids) stale.add(id);
  }
  let marked = 0;
  for (const id of stale) {
    const query = queries.trackedQueries.get(id);
    if (!query || query.dirty & FLAG_DIRTY_DATA) continue;
    query.dirty |= FLAG_DIRTY_DATA;
    marked += 1;
  }
  if (marked > 0) {
    // One short line: Gatsby wraps longer ones at 80 columns.
    reporter.info(
      `.cache: ${unsaved.length + deleted} node(s) changed after its last save; ${marked} quer(ies) to run again.`,
    );
  }
  return marked;
}
