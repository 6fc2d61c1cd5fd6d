import { useEffect } from 'react';
import { useAlert, MESSAGES } from '@dakiya/shared';

/** Asks for the device position; a refusal alerts that location services are disabled. */
export function useLocationPermission() {
  const alert = useAlert();
  useEffect(() => {
    navigator.geolocation?.getCurrentPosition(
      () => undefined,
      (error) => {
        if (error.code === error.PERMISSION_DENIED) alert(MESSAGES.locationDisabled);
        else console.error('geolocation failed', error);
      },
    );
  }, [alert]);
}
