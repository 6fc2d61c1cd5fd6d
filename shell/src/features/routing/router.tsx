import { msg } from '@lingui/core/macro';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Route, Routes } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { Frame } from '../frame/components/Frame';
import { ErrorPage } from './components/ErrorPage';
import { Placeholder } from './components/Placeholder';
import { RemoteSwitch } from './components/RemoteSwitch';

/**
 * The shell's routes, inside whichever router the caller gives (BrowserRouter in the page, a
 * MemoryRouter in tests). Declarative routes, not a data router: nothing here loads data, and
 * the data router would add 18 KB gzipped to every first load.
 */
export function ShellRoutes() {
  return (
    <ErrorBoundary FallbackComponent={ErrorPage}>
      <Routes>
        <Route element={<Frame />}>
          <Route index element={<Navigate to={ROUTES.tutorial} replace />} />
          <Route path={ROUTES.setup} element={<Placeholder title={msg`Setup`} />} />
          <Route path={ROUTES.review} element={<Placeholder title={msg`Review`} />} />
          {/* Everything else belongs to a remote; its own <Routes> match the full path. */}
          <Route path="*" element={<RemoteSwitch />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
