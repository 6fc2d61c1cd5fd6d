import { Route, Routes, ForeignRoute, useCatalogue } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { loadCatalogue } from './catalogue';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { OrderHistoryPage } from '../features/order-history/components/OrderHistoryPage';
import { BookPage } from '../features/book/components/BookPage';
import { SavedAddressesPage } from '../features/saved-addresses/components/SavedAddressesPage';
import { GstDetailsPage } from '../features/gst-details/components/GstDetailsPage';

// The shell loads the catalogue for the active language with the remote, before its first render.
export { loadCatalogue };

/** Every route account-app owns. */
export default function AccountApp() {
  useCatalogue(loadCatalogue);
  return (
    <Routes>
      <Route path={ROUTES.profile} element={<ProfilePage />} />
      <Route path={ROUTES.savedAddresses} element={<SavedAddressesPage />} />
      <Route path={ROUTES.gstDetails} element={<GstDetailsPage />} />
      <Route path={ROUTES.orderHistory} element={<OrderHistoryPage />} />
      {/* /book and anything under it */}
      <Route path={`${ROUTES.book}/*`} element={<BookPage />} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
