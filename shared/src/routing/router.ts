// The router, handed to every app through @dakiya/shared rather than shared as a package of its
// own: a federation-shared package ships whole (react-router is 61 KB gzipped with its server
// and cookie code), while re-exported here it is tree-shaken to what the apps use. It is still
// one copy with one context, because @dakiya/shared is a singleton. Apps import these from
// '@dakiya/shared', never from react-router directly (ESLint enforces it).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router';
// The DOM build of RouterProvider (it flushes synchronous updates with react-dom).
export { RouterProvider } from 'react-router/dom';
