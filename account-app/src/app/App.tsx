import { Route, Routes, ForeignRoute } from '@dakiya/shared';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { OrderHistoryPage } from '../features/order-history/components/OrderHistoryPage';
import { BookPage } from '../features/book/components/BookPage';

/** Every route account-app owns. */
export default function AccountApp() {
  return (
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/order-history" element={<OrderHistoryPage />} />
      <Route path="/book/*" element={<BookPage />} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
