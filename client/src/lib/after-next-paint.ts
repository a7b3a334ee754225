/**
 * Runs `run` in a task of its own after the browser has drawn the next frame, so the work before
 * it (a commit and the layout it causes) and the work it starts are not one long task. A hidden
 * tab draws no frames: there it only waits for the next task. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  } else {
    timer = setTimeout(run, 0);
  }
  return () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
