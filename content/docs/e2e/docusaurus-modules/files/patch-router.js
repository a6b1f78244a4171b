/** Sends a source to every destination its patch names, in the order they were patched. */
export function routePatch(patch, signal) {
  return patch.destinations.map((destination) => destination.receive(signal));
}
