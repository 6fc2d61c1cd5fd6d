import type { ReactNode } from 'react';
import { RequireDriver } from '../../session/components/RequireDriver';
import { DriverFrame } from './DriverFrame';

/** A signed-in driver's screen in the driver's frame; anyone else goes to the login. */
export function DriverScreen({ children }: { children: ReactNode }) {
  return (
    <RequireDriver>
      <DriverFrame>{children}</DriverFrame>
    </RequireDriver>
  );
}
