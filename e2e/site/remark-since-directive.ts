/**
 * A site's own remark plugin over Docusaurus's `:::` directives, as real sites write them (babel's
 * website keeps or drops `:::babel8` blocks with one): each `:::since` container becomes a region
 * named by its `version` attribute. The e2e variant lists it in `docs.beforeDefaultRemarkPlugins`, so
 * the real-site fixture's options page shows a handled directive beside one that no plugin handles.
 */
interface Node {
  type: string;
  name?: string;
  attributes?: Record<string, string>;
  data?: Record<string, unknown>;
  children?: Node[];
}

function visitContainers(node: Node, visit: (container: Node) => void): void {
  for (const child of node.children ?? []) {
    if (child.type === 'containerDirective') visit(child);
    visitContainers(child, visit);
  }
}

export function remarkSinceDirective() {
  return (tree: Node) =>
    visitContainers(tree, (container) => {
      if (container.name !== 'since') return;
      const version = container.attributes?.version ?? 'an earlier version';
      container.data = { hName: 'section', hProperties: { className: ['since-note'], 'aria-label': `New in ${version}` } };
    });
}
