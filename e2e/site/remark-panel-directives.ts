/**
 * A site's own remark plugin over text and leaf directives, as sites add one for keys and embeds:
 * `:kbd[Shift]` becomes a <kbd>, and a `::patch[label]{cable="…"}` line a region named by its label.
 * The e2e variant lists it in `docs.remarkPlugins`, so the real-site fixture's options page shows
 * handled directives beside one that no plugin handles, and prose colons that are no directive.
 */
interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, string>;
  data?: Record<string, unknown>;
  children?: Node[];
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

function visitDirectives(node: Node, visit: (directive: Node) => void): void {
  for (const child of node.children ?? []) {
    if (child.type === 'textDirective' || child.type === 'leafDirective') visit(child);
    visitDirectives(child, visit);
  }
}

export function remarkPanelDirectives() {
  return (tree: Node) =>
    visitDirectives(tree, (directive) => {
      if (directive.type === 'textDirective' && directive.name === 'kbd') directive.data = { hName: 'kbd' };
      if (directive.type === 'leafDirective' && directive.name === 'patch') {
        const cable = directive.attributes?.cable ?? 'any';
        directive.data = { hName: 'section', hProperties: { className: ['patch-line'], 'aria-label': `Patch: ${textOf(directive)}`, 'data-cable': cable } };
      }
    });
}
