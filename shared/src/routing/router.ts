// The router every app uses, handed to them through @dakiya/shared (one copy, one context:
// @dakiya/shared is a federation singleton). wouter matches the paths: Dakiya's routes are flat
// paths with a catch-all, and what it needs beyond that (navigation state, transitions) is
// location.ts and BrowserRouter.tsx. React Router's declarative router, which this replaces,
// was 9 KB gzipped of /login's first load (bench/results.md). Apps import these from
// '@dakiya/shared', never from wouter (ESLint enforces it).
export { Redirect, Route, Switch } from 'wouter';
export { BrowserRouter } from './BrowserRouter';
export { useLocation, useNavigate, type Location, type Navigate } from './location';
