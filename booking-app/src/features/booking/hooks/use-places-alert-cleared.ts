import { useEffect } from 'react';
import {
  alertCleared,
  MESSAGES,
  selectAlert,
  useAppDispatch,
  useAppSelector,
} from '@dakiya/shared';

/** 'Please enter pickup and drop locations' goes once both are chosen: it no longer applies. */
export function usePlacesAlertCleared(placesChosen: boolean): void {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  const stale = placesChosen && alert?.message === MESSAGES.categoryNeedsPlaces;
  useEffect(() => {
    if (stale) dispatch(alertCleared());
  }, [stale, dispatch]);
}
