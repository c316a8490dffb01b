const GESTURES = ['pointerdown', 'touchend', 'click', 'keydown'] as const;

/**
 * Runs `run` once, on the page's first touch, click or key press: browsers let a page play sound only
 * after one (spec §4 "audio is primed on first touch or click"). Returns how to stop waiting.
 */
export function onFirstGesture(run: () => void): () => void {
  const stop = () => {
    for (const type of GESTURES) document.removeEventListener(type, once, true);
  };
  function once() {
    stop();
    run();
  }
  for (const type of GESTURES) document.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
