import { Route, Routes, ForeignRoute } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { OrderHistoryPage } from '../features/order-history/components/OrderHistoryPage';
import { BookPage } from '../features/book/components/BookPage';

/** Every route account-app owns. */
export default function AccountApp() {
  return (
    <Routes>
      <Route path={ROUTES.profile} element={<ProfilePage />} />
      <Route path={ROUTES.orderHistory} element={<OrderHistoryPage />} />
      <Route path={`${ROUTES.book}/*`} element={<BookPage />} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
