/** A node of `explain (analyze, format json)`'s plan, as far as the plan tests read it. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
};

/** The node and every node under it. */
export function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The rows the nodes read: those they gave and those their filters dropped, every loop. */
export function rowsRead(nodes: readonly PlanNode[]): number {
  return nodes.reduce(
    (sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'],
    0,
  );
}
