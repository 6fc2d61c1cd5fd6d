import { msg } from '@lingui/core/macro';
import { Navigate, Route, Routes } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { Frame } from '../frame/components/Frame';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorPage } from './components/ErrorPage';
import { Placeholder } from './components/Placeholder';
import { RemoteSwitch } from './components/RemoteSwitch';

/** The shell's routes, inside the caller's router, in the frame. */
export function ShellRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Frame>
        <Routes>
          <Route path={ROUTES.root} element={<Navigate to={ROUTES.tutorial} replace />} />
          <Route path={ROUTES.setup} element={<Placeholder title={msg`Setup`} />} />
          <Route path={ROUTES.review} element={<Placeholder title={msg`Review`} />} />
          {/* Everything else belongs to a remote; its own <Routes> match the full path. */}
          <Route path="*" element={<RemoteSwitch />} />
        </Routes>
      </Frame>
    </ErrorBoundary>
  );
}
