/**
 * The plain reference's anchors on /api. They are part of the page's public face (README, "API
 * reference"): links from elsewhere rely on them, so they are made from names in the description,
 * never from positions. None holds a slash, which is how a link into Scalar's own sections is told
 * apart (lib/api/interactive.ts).
 */

/** Letters, digits, `-` and `_` are kept; anything else becomes `-`. */
const safe = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-');

export const AUTHENTICATION_ANCHOR = 'authentication';
export const MODELS_ANCHOR = 'models';

export const tagAnchor = (tag: string) => `tag-${safe(tag)}`;
export const operationAnchor = (operationId: string) => `op-${safe(operationId)}`;
export const parametersAnchor = (operationId: string) => `${operationAnchor(operationId)}-parameters`;
export const requestBodyAnchor = (operationId: string) => `${operationAnchor(operationId)}-body`;
export const responsesAnchor = (operationId: string) => `${operationAnchor(operationId)}-responses`;
export const responseAnchor = (operationId: string, status: string) => `${operationAnchor(operationId)}-response-${safe(status)}`;
export const examplesAnchor = (operationId: string) => `${operationAnchor(operationId)}-examples`;
export const modelAnchor = (model: string) => `model-${safe(model)}`;

/** Ids that occur more than once: an anchor must lead to one place. */
export function duplicateAnchors(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}
