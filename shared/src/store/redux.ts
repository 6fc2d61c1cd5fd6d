// Redux, React-Redux and Redux Toolkit reach the apps through @dakiya/shared, like the router:
// as federation-shared packages each would ship whole in chunks of its own on every first load;
// bundled here they are tree-shaken to what Dakiya uses (docs/performance.md). There is still one store and one RTK Query cache, since
// @dakiya/shared is a singleton. Apps import these from '@dakiya/shared' (ESLint enforces it).
export {
  createSlice,
  type PayloadAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
export { skipToken } from '@reduxjs/toolkit/query';
export { Provider as StoreProvider } from 'react-redux';
