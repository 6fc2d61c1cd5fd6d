/**
 * Runs `work` once the page has loaded, `pauseMs` after that (so the first screen's own late
 * requests go first), when the browser is idle (within two more seconds at most): for what a
 * first screen does not need and a slow phone should not do beside it.
 */
export function afterLoadWhenIdle(work: () => void, pauseMs: number): void {
  const whenIdle = () =>
    setTimeout(
      () =>
        'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : work(),
      pauseMs,
    );
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
