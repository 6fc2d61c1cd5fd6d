// The in-memory router for component tests. Kept out of @dakiya/shared's index: everything the
// index exports ships in every app's first load, whether a screen uses it or not.
export { MemoryRouter } from 'react-router';
