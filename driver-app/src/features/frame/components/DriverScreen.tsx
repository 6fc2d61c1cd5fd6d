import type { ReactNode } from 'react';
import { DriverPositionProvider } from '../../location/components/DriverPositionProvider';
import { RequireDriver } from '../../session/components/RequireDriver';
import { DriverFrame } from './DriverFrame';

/**
 * A signed-in driver's screen in the driver's frame, under the one position watch; anyone else
 * goes to the login. The app's <Routes> renders each screen's DriverScreen in the same place, so
 * React keeps this one (and the watch) from screen to screen; DriverPositionProvider.test
 * checks it.
 */
export function DriverScreen({ children }: { children: ReactNode }) {
  return (
    <RequireDriver>
      <DriverPositionProvider>
        <DriverFrame>{children}</DriverFrame>
      </DriverPositionProvider>
    </RequireDriver>
  );
}
