/**
 * Calls `update` now and then at most once per animation frame while the page scrolls or resizes;
 * returns the cleanup for a React effect. Reading layout on every scroll event would force a layout
 * per event; one read per frame is all the screen can show.
 */
export function onScrollFrame(update: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    update();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(run);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
