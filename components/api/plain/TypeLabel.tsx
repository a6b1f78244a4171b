import { modelAnchor } from '@/lib/api/anchors';
import type { TypeExpr } from '@/lib/api/outline';

/** A schema type in words, each model in it a link to the model's section: "array of Chord". */
export function TypeLabel({ type }: { type: TypeExpr }) {
  switch (type.kind) {
    case 'model':
      return (
        <a href={`#${modelAnchor(type.name)}`}>
          <code>{type.name}</code>
        </a>
      );
    case 'primitive':
      return <code>{type.name}</code>;
    case 'array':
      return (
        <>
          array of <TypeLabel type={type.items} />
        </>
      );
    case 'union':
      return (
        <>
          {type.options.map((option, i) => (
            <span key={i}>
              {i > 0 && ' or '}
              <TypeLabel type={option} />
            </span>
          ))}
        </>
      );
  }
}
