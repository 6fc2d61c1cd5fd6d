import { Route, Routes } from 'react-router-dom';
import { ForeignRoute } from '@dakiya/shared';

/** Every route account-app owns. */
export default function AccountApp() {
  return (
    <Routes>
      <Route path="/profile" element={<h1>My Profile</h1>} />
      <Route path="/order-history" element={<h1>Order History</h1>} />
      <Route path="/book/*" element={<h1>Book</h1>} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
