import { createContext, useContext } from 'react';
import { navigate } from 'wouter/use-browser-location';

/** Where the customer is: the path, and the state the navigation that led here carried. */
export interface Location {
  pathname: string;
  state: unknown;
}

/** The location the router rendered, set by BrowserRouter (BrowserRouter.tsx). */
export const CurrentLocation = createContext<Location>({ pathname: '/', state: null });

export function useLocation(): Location {
  return useContext(CurrentLocation);
}

export type Navigate = typeof navigate;

/** `navigate(path, { replace, state })`: a history entry the router follows. */
export function useNavigate(): Navigate {
  return navigate;
}
