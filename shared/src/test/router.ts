/**
 * Puts the page at `path`, with the state a navigation there would carry, for a component test
 * to render a BrowserRouter over: jsdom keeps a real history, which the router follows. React
 * Router keeps a navigation's own state under `usr` in the history entry's state.
 */
export function startAt(path: string, state: unknown = null): void {
  window.history.replaceState({ usr: state }, '', path);
}
