// The router, handed to every app through @dakiya/shared rather than shared as a package of its
// own: a federation-shared package ships whole (react-router is 61 KB gzipped with its server,
// data-router and cookie code), while re-exported here it is tree-shaken to the declarative
// router the apps use (15 KB). It is still one copy with one context, because @dakiya/shared is
// a singleton. Apps import these from '@dakiya/shared', never from react-router (ESLint
// enforces it).
export {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router';
