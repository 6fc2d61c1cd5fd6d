import { msg } from '@lingui/core/macro';
import { Redirect, Route, Switch } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { Frame } from '../frame/components/Frame';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorPage } from './components/ErrorPage';
import { Placeholder } from './components/Placeholder';
import { RemoteSwitch } from './components/RemoteSwitch';

/**
 * The shell's routes, inside the caller's router: the first whose path matches renders, in the
 * frame.
 */
export function ShellRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Frame>
        <Switch>
          <Route path={ROUTES.root}>
            <Redirect to={ROUTES.tutorial} replace />
          </Route>
          <Route path={ROUTES.setup}>
            <Placeholder title={msg`Setup`} />
          </Route>
          <Route path={ROUTES.review}>
            <Placeholder title={msg`Review`} />
          </Route>
          {/* Everything else belongs to a remote; its own <Switch> matches the full path. */}
          <Route>
            <RemoteSwitch />
          </Route>
        </Switch>
      </Frame>
    </ErrorBoundary>
  );
}
