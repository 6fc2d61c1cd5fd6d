import type { CompletedOrder } from '@dakiya/domain';

/** Sample completed orders, kept as test fixtures: the screen shows the customer's own orders. */
export const SAMPLE_ORDERS: CompletedOrder[] = [
  {
    pickupLocation: 'Andheri East, Mumbai',
    dropLocation: 'Bandra West, Mumbai',
    orderDate: '12-11-2026',
    orderTime: '10:45',
    orderPrice: 349,
    vehicleType: 2,
  },
  {
    pickupLocation: 'Koramangala, Bengaluru',
    dropLocation: 'Whitefield, Bengaluru',
    orderDate: '05-11-2026',
    orderTime: '16:20',
    orderPrice: 1250,
    vehicleType: 4,
  },
  {
    pickupLocation: 'Salt Lake, Kolkata',
    dropLocation: 'Park Street, Kolkata',
    orderDate: '28-10-2026',
    orderTime: '09:05',
    orderPrice: 420,
    vehicleType: 3,
  },
  { pickupLocation: 'T Nagar, Chennai', dropLocation: 'Adyar, Chennai' },
];
