// `@dakiya/shared/places`: what more than one remote asks about places: the API's place search
// (booking-app's offline maps, account-app's saved addresses) and the customer's saved addresses
// (changed in account-app, offered by booking-app's place fields). A separate entry: the first
// screens (sign-in) need none of it.
export { placeSearchApi, useSearchPlacesQuery } from './src/places/place-search-api';
export {
  savedAddressesApi,
  useAddSavedAddressMutation,
  useDeleteSavedAddressMutation,
  useGetSavedAddressesQuery,
  useRenameSavedAddressMutation,
} from './src/saved-addresses/saved-addresses-api';
export { savedAddressName } from './src/saved-addresses/saved-address-name';
