import {
  createSlice,
  type PayloadAction,
  type WithSlice,
  SESSION_KEYS,
  readSessionJson,
  rootReducer,
  writeSessionJson,
  type Location,
} from '@dakiya/shared';

export interface BookingState {
  pickup: Location | null;
  drop: Location | null;
  quotId: number | null;
  offeredFare: number | null;
  /** The ride request of Find a Driver, polled for offers while the driver list is open. */
  rideRequestId: number | null;
  driverListOpen: boolean;
}

/** Pickup, drop and quotation survive a reload (SPEC.md session storage keys). */
function initialBooking(): BookingState {
  const quotId = Number(sessionStorage.getItem(SESSION_KEYS.quotId));
  return {
    pickup: readSessionJson<Location>(SESSION_KEYS.pickup),
    drop: readSessionJson<Location>(SESSION_KEYS.drop),
    quotId: Number.isInteger(quotId) && quotId > 0 ? quotId : null,
    offeredFare: null,
    rideRequestId: null,
    driverListOpen: false,
  };
}

export const bookingSlice = createSlice({
  name: 'booking',
  initialState: initialBooking,
  reducers: {
    pickupChanged(state, action: PayloadAction<Location | null>) {
      state.pickup = action.payload;
      writeSessionJson(SESSION_KEYS.pickup, action.payload);
    },
    dropChanged(state, action: PayloadAction<Location | null>) {
      state.drop = action.payload;
      writeSessionJson(SESSION_KEYS.drop, action.payload);
    },
    quotationCreated(state, action: PayloadAction<number>) {
      state.quotId = action.payload;
      sessionStorage.setItem(SESSION_KEYS.quotId, String(action.payload));
    },
    fareOffered(state, action: PayloadAction<number | null>) {
      state.offeredFare = action.payload;
    },
    driversRequested(state, action: PayloadAction<number>) {
      state.rideRequestId = action.payload;
      state.driverListOpen = true;
    },
    driverListClosed(state) {
      state.driverListOpen = false;
    },
    /** After an accept the next booking starts afresh. */
    bookingFinished() {
      sessionStorage.removeItem(SESSION_KEYS.quotId);
      return { ...initialBooking(), quotId: null };
    },
  },
  selectors: {
    selectBooking: (state) => state,
  },
});

declare module '@dakiya/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof bookingSlice> {}
}

/** Injected into the one shared store when booking-app loads. */
export const injectedBooking = bookingSlice.injectInto(rootReducer);
export const { selectBooking } = injectedBooking.selectors;
export const {
  pickupChanged,
  dropChanged,
  quotationCreated,
  fareOffered,
  driversRequested,
  driverListClosed,
  bookingFinished,
} = bookingSlice.actions;
