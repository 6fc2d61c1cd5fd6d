// `@dakiya/shared/vehicles`: the vehicles' and the categories' names in the active language, and a
// driver's rating, for the customer's booking, order and history and the driver's sign-up,
// requests and trip. A separate entry: /login names no vehicle, and everything shared's main entry exports
// ships in every first load.
export {
  CATEGORY_NAMES,
  VEHICLE_NAMES,
  categoryName,
  vehicleName,
  wheelsName,
} from './src/vehicles/vehicle-names';
export { NEW_DRIVER, driverRating } from './src/vehicles/driver-rating';
