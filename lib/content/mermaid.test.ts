import { describe, expect, it } from 'vitest';
import { erRelationshipsForRenderer, finishMermaidSvg, flowchartNodeDashes, flowchartChainsOnOneLine, flowchartLabelsOnOneLine, MERMAID_COLOURS, mermaidKindProblem, mermaidName, mermaidSyntaxProblem, parseMermaidSource, renderMermaid, sequenceMessagesForRenderer } from './mermaid';

describe('mermaid sources', () => {
  it('takes the title from front matter and accTitle, the description from accDescr', () => {
    const parsed = parseMermaidSource('---\ntitle: Release flow\n---\ngraph LR\n  accDescr: From draft to site\n  A --> B');
    expect(parsed).toEqual({ body: 'graph LR\n  A --> B', title: 'Release flow', description: 'From draft to site', kind: 'graph' });
    expect(parseMermaidSource('sequenceDiagram\n  accTitle: Build\n  accDescr {\n  Two\n  lines\n  }\n  A->>B: go').title).toBe('Build');
    expect(parseMermaidSource('sequenceDiagram\n  accDescr {\n  Two\n  lines\n  }\n  A->>B: go').description).toBe('Two lines');
  });
  it('names a diagram by title, then description, then kind', () => {
    expect(mermaidName(parseMermaidSource('classDiagram\n  A <|-- B'))).toBe('Class diagram');
    expect(mermaidName(parseMermaidSource('graph TD\n accDescr: Steps\n A-->B'))).toBe('Steps');
  });
  it('refuses kinds the renderer cannot draw, listing those it can', () => {
    expect(mermaidKindProblem('pie')).toMatch(/^"pie" diagrams cannot be drawn at build time\. Supported: graph, flowchart/);
    expect(mermaidKindProblem('erDiagram')).toBeNull();
  });
  it('finds the mistakes the renderer would draw over', () => {
    expect(mermaidSyntaxProblem('graph LR\n  A --> B\n  B -->', 'graph')).toBe('line 3 of the diagram ends on an arrow with nothing to point to: "B -->".');
    expect(mermaidSyntaxProblem('graph LR\n  A[Start --> B', 'graph')).toMatch(/^line 2 of the diagram leaves a bracket open \(add "\]"\)/);
    expect(mermaidSyntaxProblem('graph LR\n  A["a [b"] -->|x (y| B{ok}', 'graph')).toBeNull();
    expect(mermaidSyntaxProblem('erDiagram\n  A ||--o{ B : has', 'erDiagram')).toBeNull();
  });
  it('scopes ids and styles, drops the web font and names the SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1"><style>@import url(\'https://fonts.example/x\');\n text { font-family: \'Inter\', system-ui; }\n svg { --a: 1; }</style><marker id="arrowhead"/><g data-id="A"/><line marker-end="url(#arrowhead)"/></svg>';
    const out = finishMermaidSvg(svg, 'mermaid-1', 'A & B', 'Desc');
    expect(out).toContain('<svg id="mermaid-1" role="img" aria-labelledby="mermaid-1-title" aria-describedby="mermaid-1-desc" xmlns=');
    expect(out).toContain('<title id="mermaid-1-title">A &amp; B</title><desc id="mermaid-1-desc">Desc</desc>');
    expect(out).not.toContain('@import');
    expect(out).toContain('#mermaid-1 text { font-family: system-ui; }');
    expect(out).toContain('#mermaid-1 { --a: 1; }');
    expect(out).toContain('id="mermaid-1-arrowhead"');
    expect(out).toContain('url(#mermaid-1-arrowhead)');
    expect(out).toContain('<g data-id="A"/>');
  });
  it('draws a flowchart with its labels', async () => {
    const { svg, name } = await renderMermaid('---\ntitle: Release\n---\ngraph LR\n  A[Write] --> B[Publish]', 'm');
    expect(name).toBe('Release');
    expect(svg).toMatch(/>Write</);
    expect(svg).toMatch(/>Publish</);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  }, 30_000);
  it('draws a flowchart whose header and statements end in a semicolon, as Mermaid reads them', async () => {
    const { svg } = await renderMermaid('graph TD;\n    U((User))\n    VA[Assist Pipeline]\n    U -->|1. Speech| VA;\n    VA -->|2. Reply| U', 'm');
    expect(svg).toContain('Assist Pipeline');
    expect(svg).toContain('User');
  });

  it('draws an ER relationship whose left end is }o (zero or more), which the renderer alone drops', async () => {
    const { svg } = await renderMermaid('erDiagram\n  players }o--o{ bands : joined', 'm');
    expect(svg).not.toMatch(/viewBox="0 0 0 0"/);
    expect(svg).toMatch(/>players</);
    expect(svg).toMatch(/>joined</);
  }, 30_000);
  it('puts a flowchart label written over several lines on one, with its line breaks', () => {
    // Saleor's payment flowchart writes its decision labels so.
    const body = 'flowchart TD\n    A[Report] --> B{\n      The event type is\n      INFO}\n    B -->|YES| D[Create]\n    E["\n      First\n      Second\n    "]';
    expect(flowchartLabelsOnOneLine(body, 'flowchart')).toBe('flowchart TD\n    A[Report] --> B{The event type is<br>INFO}\n    B -->|YES| D[Create]\n    E["First<br>Second"]');
    expect(mermaidSyntaxProblem(flowchartLabelsOnOneLine(body, 'flowchart'), 'flowchart')).toBeNull();
    // A bracket no line closes stays for the syntax check; other kinds are left alone.
    expect(flowchartLabelsOnOneLine('graph LR\n  A[open --> B', 'graph')).toBe('graph LR\n  A[open --> B');
    expect(flowchartLabelsOnOneLine('classDiagram\n  class A {\n  +x\n  }', 'classDiagram')).toBe('classDiagram\n  class A {\n  +x\n  }');
  });
  it('reads a flowchart chain broken after its arrows as Mermaid does, one statement', async () => {
    // One node a line, each line ending on the arrow to the next, as WebdriverIO's flowcharts are written.
    const body = 'graph TD\n    START("@wdio/cli start")-->\n    %% a comment between\n\n    RUN["Call run()<br>and wait"] ==>\n    DONE(Done)\n    X --> Y';
    expect(flowchartChainsOnOneLine(body, 'graph')).toBe('graph TD\n    START("@wdio/cli start")--> RUN["Call run()<br>and wait"] ==> DONE(Done)\n    %% a comment between\n\n    X --> Y');
    expect(mermaidSyntaxProblem(flowchartChainsOnOneLine(body, 'graph'), 'graph')).toBeNull();
    // An arrow on the last line still points to nothing; other kinds are left alone.
    expect(flowchartChainsOnOneLine('graph LR\n  A --> B\n  B -->', 'graph')).toBe('graph LR\n  A --> B\n  B -->');
    expect(flowchartChainsOnOneLine('sequenceDiagram\n  A->>B: go', 'sequenceDiagram')).toBe('sequenceDiagram\n  A->>B: go');
    const { svg } = await renderMermaid('graph TD\n  START("Start")-->\n  NEXT["Next step"]', 'm');
    expect(svg).toMatch(/>Next step</);
  }, 30_000);
  it('draws each line of a label written over several lines in its one node', async () => {
    const { svg } = await renderMermaid('flowchart TD\n  A[Report] --> B{\n    The event type is\n    INFO}', 'm');
    expect(svg).toMatch(/>The event type is</);
    expect(svg).not.toMatch(/>B</);
  }, 30_000);
  it('reads the dashes of a node from its style line, or from a classDef its class line assigns', () => {
    const body = 'graph TB\n  style a,b stroke-dasharray: 5 5, stroke: #333\n  classDef reused stroke-dasharray:2 4\n  class c reused\n  style d fill: #eee\n  a --> b --> c --> d';
    expect([...flowchartNodeDashes(body, 'graph')]).toEqual([['a', '5 5'], ['b', '5 5'], ['c', '2 4']]);
    expect(flowchartNodeDashes('sequenceDiagram\n  style a stroke-dasharray: 5 5', 'sequenceDiagram').size).toBe(0);
  });

  it('draws the outline of a node styled with stroke-dasharray dashed, as Mermaid does, and leaves the others whole', async () => {
    const { svg } = await renderMermaid('graph TB\n  subgraph before["Before"]\n    direction TB\n    style kept stroke-dasharray: 5 5\n    root["Root"] -->|first| kept["Kept"]\n  end', 'dashes');
    const shapeOf = (id: string) => new RegExp(`<g class="node" data-id="${id}"[^>]*>\\s*<rect[^>]*>`).exec(svg)?.[0] ?? '';
    expect(shapeOf('kept')).toContain('stroke-dasharray="5 5"');
    expect(shapeOf('root')).not.toBe('');
    expect(shapeOf('root')).not.toContain('stroke-dasharray');
  });

  it('rewrites only an ER relationship’s left }o end', () => {
    expect(erRelationshipsForRenderer('  a }o--|| b : x\n  c }o..o{ d : "y }o--"', 'erDiagram')).toBe('  a o{--|| b : x\n  c o{..o{ d : "y }o--"');
    expect(erRelationshipsForRenderer('  a }|--|| b : x', 'erDiagram')).toBe('  a }|--|| b : x');
    expect(erRelationshipsForRenderer('A }o-- B', 'graph')).toBe('A }o-- B');
  });
  it('numbers a sequence diagram\'s messages from its autonumber line on, and keeps a message written without text', () => {
    const body = 'sequenceDiagram\n  participant A as Client\n  A->>B: before\n  autonumber 7 2\n  A->>+B: ask\n  loop each row\n    B-->>-A:\n  end\n  Note over A: not a message\n  autonumber off\n  A-)B: after';
    expect(sequenceMessagesForRenderer(body, 'sequenceDiagram')).toBe(
      'sequenceDiagram\n  participant A as Client\n  A->>B: before\n  A->>+B: 7. ask\n  loop each row\n    B-->>-A: 9.\n  end\n  Note over A: not a message\n  A-)B: after',
    );
    expect(sequenceMessagesForRenderer('sequenceDiagram\n  A->>B:\n  autonumber\n  A->>B: go', 'sequenceDiagram')).toBe('sequenceDiagram\n  A->>B: \u00a0\n  A->>B: 1. go');
    expect(sequenceMessagesForRenderer('graph LR\n  A->>B:', 'graph')).toBe('graph LR\n  A->>B:');
  });
  it('draws a message without text and the numbers autonumber gives, as Mermaid does', async () => {
    const { svg } = await renderMermaid('sequenceDiagram\n  autonumber 4\n  App->>+Driver: connect()\n  Driver->>+Pool:\n  Pool-->>-Driver: connection', 'm');
    expect(svg).toMatch(/>4\. connect\(\)</);
    expect(svg).toMatch(/>6\. connection</);
    expect(svg.match(/marker-end=/g)).toHaveLength(3);
  }, 30_000);
});

// Canaries: beautiful-mermaid's own behaviour that sequenceMessagesForRenderer works around. Once one fails, the renderer reads that syntax itself and the workaround can go.
describe('beautiful-mermaid, as sequenceMessagesForRenderer expects it', () => {
  it('still drops a message without text, and draws no autonumber numbers', async () => {
    const { renderMermaidSVG } = await import('beautiful-mermaid');
    const svg = renderMermaidSVG('sequenceDiagram\n  autonumber\n  A->>B: first\n  B->>A:\n  A->>B: third', MERMAID_COLOURS);
    expect(svg.match(/marker-end=/g)).toHaveLength(2);
    expect(svg).not.toMatch(/>1</);
  }, 30_000);
});
