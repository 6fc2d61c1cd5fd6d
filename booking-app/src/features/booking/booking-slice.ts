import {
  createSlice,
  persistInStorage,
  readSessionId,
  readSessionJson,
  rootReducer,
  sessionCleared,
  type PayloadAction,
  type WithSlice,
  SESSION_KEYS,
} from '@dakiya/shared';
import { type Location, type Order } from '@dakiya/domain';
import { bookingApi } from './api/booking-api';

export interface BookingState {
  pickup: Location | null;
  drop: Location | null;
  quotId: number | null;
  offeredFare: number | null;
  /** The ride request of Find a Driver, polled for offers while the driver list is open. */
  rideRequestId: number | null;
  driverListOpen: boolean;
  /** The accepted order; its data is the RTK Query cache entry of GET /bargaining/orders/{id}/. */
  orderId: number | null;
}

const noBooking: BookingState = {
  pickup: null,
  drop: null,
  quotId: null,
  offeredFare: null,
  rideRequestId: null,
  driverListOpen: false,
  orderId: null,
};

/** Pickup, drop, quotation and order survive a reload (SPEC.md session storage keys). */
function storedBooking(): BookingState {
  return {
    ...noBooking,
    pickup: readSessionJson<Location>(SESSION_KEYS.pickup),
    drop: readSessionJson<Location>(SESSION_KEYS.drop),
    quotId: readSessionId(SESSION_KEYS.quotId),
    orderId: readSessionJson<Order>(SESSION_KEYS.order)?.id ?? null,
  };
}

export const bookingSlice = createSlice({
  name: 'booking',
  initialState: storedBooking,
  reducers: {
    pickupChanged(state, action: PayloadAction<Location | null>) {
      state.pickup = action.payload;
    },
    dropChanged(state, action: PayloadAction<Location | null>) {
      state.drop = action.payload;
    },
    quotationCreated(state, action: PayloadAction<number>) {
      state.quotId = action.payload;
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
    /** An order handed over by the router or read back after a reload. */
    orderFollowed(state, action: PayloadAction<number>) {
      state.orderId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another customer may sign in next in this tab: nothing of this one's booking stays.
    builder.addCase(sessionCleared, () => noBooking);
    // After an accept the next booking starts afresh; the places stay for the order's map.
    builder.addMatcher(bookingApi.endpoints.acceptOffer.matchFulfilled, (state, { payload }) => ({
      ...noBooking,
      pickup: state.pickup,
      drop: state.drop,
      orderId: payload.id,
    }));
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
  orderFollowed,
} = bookingSlice.actions;

const booking = (state: unknown) => (state as { booking?: BookingState }).booking ?? noBooking;
const cachedOrder = (state: unknown) => {
  const { orderId } = booking(state);
  if (orderId === null) return null;
  return bookingApi.endpoints.getOrder.select(orderId)(state as never).data ?? null;
};

persistInStorage(
  { storage: 'session', key: SESSION_KEYS.pickup, select: (state) => booking(state).pickup },
  { storage: 'session', key: SESSION_KEYS.drop, select: (state) => booking(state).drop },
  { storage: 'session', key: SESSION_KEYS.quotId, select: (state) => booking(state).quotId },
  { storage: 'session', key: SESSION_KEYS.order, select: cachedOrder },
);
