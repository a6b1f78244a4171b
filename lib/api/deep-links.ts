import { slug } from 'github-slugger';

/**
 * Links from the plain reference into Scalar's interactive one. Scalar 0.8 names its sections
 * `<document>/tag/<tag slug>/<METHOD><path>` and `<document>/model/<model slug>`, slugs made with
 * github-slugger (@scalar/workspace-store, navigation/get-navigation-options); with one document, the
 * URL's hash leaves out the document's name and Scalar adds it back (@scalar/api-reference,
 * helpers/id-routing). e2e/api-plain.spec.ts follows such a link and checks that Scalar shows the
 * operation, so a change of scheme in a Scalar upgrade fails there.
 */
export function interactiveOperationHash(op: { tag: string; method: string; path: string }): string {
  return `#tag/${slug(op.tag)}/${op.method.toUpperCase()}${op.path}`;
}

export function interactiveModelHash(model: string): string {
  return `#model/${slug(model)}`;
}
