import {
  createSlice,
  persistInStorage,
  readSessionId,
  readSessionJson,
  removeSessionKey,
  rootReducer,
  sessionCleared,
  type PayloadAction,
  type WithSlice,
  SESSION_KEYS,
  REMOTE_INJECTION,
} from '@dakiya/shared';
import {
  type Location,
  type Order,
  type PaymentMethod,
  type QuotationRequest,
} from '@dakiya/domain';
import { ORDER_ENDED } from '../order/api/order-stream';
import { bookingApi } from './api/booking-api';

/** What is being sent: a quotation request without its distance (that comes from the route). */
export type Load = DistributiveOmit<QuotationRequest, 'distance'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Beyond the load: who receives it, how the fare is paid, and when to pick it up. */
export interface DeliveryChoices {
  /** The recipient when not the customer; null: the customer receives it. */
  recipient: { name: string; phone: string } | null;
  /** What the driver should know at the drop ('' for nothing). */
  instructions: string;
  paymentMethod: PaymentMethod;
  /** The pickup time of a booking made ahead (ISO); null: now. */
  pickupAt: string | null;
}

export const NOW_TO_ME_BY_CASH: DeliveryChoices = {
  recipient: null,
  instructions: '',
  paymentMethod: 'cash',
  pickupAt: null,
};

export interface BookingState {
  pickup: Location | null;
  drop: Location | null;
  /** The load last submitted by a category's form; with both places it is (re)quoted. */
  load: Load | null;
  /** The quotation of the current places and load: null while one is due. */
  quotId: number | null;
  offeredFare: number | null;
  /**
   * The open ride request of Find a Driver, polled for offers while the driver list is open;
   * kept in session storage so a reload resumes it.
   */
  rideRequestId: number | null;
  driverListOpen: boolean;
  /**
   * The accepted order until it ends; its data is the RTK Query cache entry of
   * GET /bargaining/orders/{id}/.
   */
  orderId: number | null;
  delivery: DeliveryChoices;
}

const noBooking: BookingState = {
  pickup: null,
  drop: null,
  load: null,
  quotId: null,
  offeredFare: null,
  rideRequestId: null,
  driverListOpen: false,
  orderId: null,
  delivery: NOW_TO_ME_BY_CASH,
};

/** The stored order while it is live; one found ended is forgotten (/send-courier then books). */
function storedLiveOrderId(): number | null {
  const order = readSessionJson<Order>(SESSION_KEYS.order);
  if (order && ORDER_ENDED.has(order.status)) removeSessionKey(SESSION_KEYS.order);
  return order && !ORDER_ENDED.has(order.status) ? order.id : null;
}

/** Pickup, drop, quotation and order survive a reload (docs/product.md: session storage keys). */
function storedBooking(): BookingState {
  return {
    ...noBooking,
    pickup: readSessionJson<Location>(SESSION_KEYS.pickup),
    drop: readSessionJson<Location>(SESSION_KEYS.drop),
    quotId: readSessionId(SESSION_KEYS.quotId),
    orderId: storedLiveOrderId(),
    rideRequestId: readSessionId(SESSION_KEYS.rideRequest),
    driverListOpen: readSessionId(SESSION_KEYS.rideRequest) !== null,
  };
}

export const bookingSlice = createSlice({
  name: 'booking',
  initialState: storedBooking,
  reducers: {
    // A new place or load makes the quotation stale: it goes at once, so the estimate on screen
    // (and the one Find a Driver sends) is never one for another trip.
    pickupChanged(state, action: PayloadAction<Location | null>) {
      state.pickup = action.payload;
      state.quotId = null;
    },
    dropChanged(state, action: PayloadAction<Location | null>) {
      state.drop = action.payload;
      state.quotId = null;
    },
    loadChosen(state, action: PayloadAction<Load | null>) {
      state.load = action.payload;
      state.quotId = null;
    },
    /** After a reload the load is read back from the stored quotation (without moving it). */
    loadRestored(state, action: PayloadAction<Load>) {
      state.load ??= action.payload;
    },
    quotationCreated(state, action: PayloadAction<number>) {
      state.quotId = action.payload;
    },
    fareOffered(state, action: PayloadAction<number | null>) {
      state.offeredFare = action.payload;
    },
    deliveryChosen(state, action: PayloadAction<DeliveryChoices>) {
      state.delivery = action.payload;
    },
    /** A pickup booked ahead: the next booking starts afresh, from the same places. */
    bookedAhead(state) {
      return { ...noBooking, pickup: state.pickup, drop: state.drop };
    },
    driversRequested(state, action: PayloadAction<number>) {
      state.rideRequestId = action.payload;
      state.driverListOpen = true;
    },
    /** The open request ended (cancelled by closing the list, or expired and dismissed). */
    driverListClosed(state) {
      state.driverListOpen = false;
      state.rideRequestId = null;
    },
    /** 'Book another': the trip is over; its session keys (docs/product.md) go with it. */
    bookingFinished() {
      return noBooking;
    },
    /** The driver cancelled and the customer looks again: the new request's list opens. */
    orderRetried(state, action: PayloadAction<number>) {
      state.orderId = null;
      state.rideRequestId = action.payload;
      state.driverListOpen = true;
    },
    /** An order handed over by the router or read back after a reload. */
    orderFollowed(state, action: PayloadAction<number>) {
      state.orderId = action.payload;
    },
    /**
     * The order screen has shown the order ended (cancelled, expired, or its receipt): it is no
     * longer the live order, so /send-courier books again. The places stay for booking the same
     * trip again, or for Find another driver.
     */
    orderEnded(state, action: PayloadAction<number>) {
      if (state.orderId === action.payload) state.orderId = null;
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
export const injectedBooking = bookingSlice.injectInto(rootReducer, REMOTE_INJECTION);
export const { selectBooking } = injectedBooking.selectors;
export const {
  pickupChanged,
  dropChanged,
  loadChosen,
  loadRestored,
  quotationCreated,
  fareOffered,
  deliveryChosen,
  bookedAhead,
  driversRequested,
  driverListClosed,
  bookingFinished,
  orderRetried,
  orderFollowed,
  orderEnded,
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
  {
    storage: 'session',
    key: SESSION_KEYS.rideRequest,
    select: (state) => booking(state).rideRequestId,
  },
);
