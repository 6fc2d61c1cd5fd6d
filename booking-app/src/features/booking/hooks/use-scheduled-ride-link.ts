import { useEffect } from 'react';
import { useAppDispatch, useLocation, useNavigate } from '@dakiya/shared';
import { idOfQuery, ROUTES, SEND_COURIER_RIDE_QUERY } from '@dakiya/domain';
import { driversRequested } from '../booking-slice';

/**
 * /send-courier?ride=<id> (the text a customer gets when a pickup booked ahead opens, and the
 * history's 'Choose a driver'): the drivers' list of that request opens, as after Find a Driver.
 */
export function useScheduledRideLink() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const rideId = idOfQuery(new URLSearchParams(search).get(SEND_COURIER_RIDE_QUERY));
  useEffect(() => {
    if (rideId === null) return;
    dispatch(driversRequested(rideId));
    void navigate(ROUTES.sendCourier, { replace: true });
  }, [dispatch, navigate, rideId]);
}
