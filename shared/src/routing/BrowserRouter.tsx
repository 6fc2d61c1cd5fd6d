import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CurrentLocation, useLocation, type Location } from './location';

// wouter's history module sends 'pushState' and 'replaceState' events for in-app navigation.
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'];

function readLocation(): Location {
  return { pathname: window.location.pathname, state: window.history.state as unknown };
}

/** wouter's location hook, answering from the location this router rendered. */
function useRenderedLocation(): [string, typeof navigate] {
  return [useLocation().pathname, navigate];
}

/**
 * The router of the page: wouter's matching over the browser's history, with each navigation
 * rendered as a React transition. wouter's own browser hook reads history through
 * useSyncExternalStore, whose updates are never transitions: a link into a screen whose code is
 * still loading would then swap the current screen for the loading screen and hold it there for
 * at least 300 ms, where a transition keeps the current screen until the next one is ready.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const follow = () =>
      startTransition(() =>
        setLocation((shown) => {
          const next = readLocation();
          return next.pathname === shown.pathname && next.state === shown.state ? shown : next;
        }),
      );
    HISTORY_EVENTS.forEach((event) => addEventListener(event, follow));
    follow(); // a navigation between the first render and this effect
    return () => HISTORY_EVENTS.forEach((event) => removeEventListener(event, follow));
  }, []);
  return (
    <CurrentLocation value={location}>
      <Router hook={useRenderedLocation}>{children}</Router>
    </CurrentLocation>
  );
}
