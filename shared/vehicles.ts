// `@dakiya/shared/vehicles`: the vehicles' and the categories' names in the active language, for
// the customer's booking and order and the driver's sign-up, requests and trip. A separate entry:
// /login names no vehicle, and everything shared's main entry exports ships in every first load.
export {
  CATEGORY_NAMES,
  VEHICLE_NAMES,
  categoryName,
  vehicleName,
} from './src/vehicles/vehicle-names';
