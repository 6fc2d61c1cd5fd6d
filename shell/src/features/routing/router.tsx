import { Navigate, createBrowserRouter } from '@dakiya/shared';
import { Frame } from '../frame/components/Frame';
import { ErrorPage } from './components/ErrorPage';
import { Placeholder } from './components/Placeholder';
import { RemoteSwitch } from './components/RemoteSwitch';

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <Frame />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <Navigate to="/tutorial" replace /> },
        { path: 'setup', element: <Placeholder title="Setup" /> },
        { path: 'review', element: <Placeholder title="Review" /> },
        // Everything else belongs to a remote; its own <Routes> match the full path.
        { path: '*', element: <RemoteSwitch /> },
      ],
    },
  ]);
}
