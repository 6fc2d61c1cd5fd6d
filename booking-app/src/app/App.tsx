import { Route, Routes } from 'react-router-dom';
import { ForeignRoute } from '@dakiya/shared';

/** Every route booking-app owns. */
export default function BookingApp() {
  return (
    <Routes>
      <Route path="/send-courier" element={<h1>Send Courier</h1>} />
      <Route path="/your-order" element={<h1>Your Order</h1>} />
      <Route path="/courier/select" element={<h1>Select Courier</h1>} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
