import type { ReactNode } from 'react';
import { DriverPositionContext } from '../driver-position-context';
import { useDriverPositionWatch } from '../hooks/use-driver-position-watch';

/**
 * Around every signed-in driver screen: the one position watch, so moving between screens
 * neither stops nor doubles it.
 */
export function DriverPositionProvider({ children }: { children: ReactNode }) {
  const position = useDriverPositionWatch();
  return <DriverPositionContext value={position}>{children}</DriverPositionContext>;
}
