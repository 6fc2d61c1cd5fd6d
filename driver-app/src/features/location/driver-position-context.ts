import { createContext, useContext } from 'react';
import type { DriverPosition } from './hooks/use-driver-position-watch';

export const DriverPositionContext = createContext<DriverPosition | null>(null);

/** The driver's online phase and position, from the one watch the driver's screens share. */
export function useDriverPosition(): DriverPosition {
  const position = useContext(DriverPositionContext);
  if (!position) throw new Error('useDriverPosition needs a DriverPositionProvider above it');
  return position;
}
