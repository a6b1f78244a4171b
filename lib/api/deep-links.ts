import { slug } from 'github-slugger';

/**
 * Links from the plain reference into Scalar's interactive one. Scalar 0.8 names its sections
 * `<document>/tag/<tag slug>/<METHOD><path>` and `<document>/model/<model slug>`, slugs made with
 * github-slugger, and calls a document given without a name `api-1`
 * (@scalar/workspace-store, navigation/get-navigation-options). e2e/api-plain.spec.ts follows such a
 * link and checks that Scalar shows the operation, so a change of scheme in a Scalar upgrade fails
 * there.
 */
export const SCALAR_DOCUMENT_SLUG = 'api-1';

export function interactiveOperationHash(op: { tag: string; method: string; path: string }): string {
  return `#${SCALAR_DOCUMENT_SLUG}/tag/${slug(op.tag)}/${op.method.toUpperCase()}${op.path}`;
}

export function interactiveModelHash(model: string): string {
  return `#${SCALAR_DOCUMENT_SLUG}/model/${slug(model)}`;
}
