// The one list of modules the four apps share at run time. Each is a singleton: two copies of
// React, the router or the Redux store would split context, so the composed app would have two
// stores and two RTK Query caches. Subpath keys (with the trailing slash) cover imports such as
// `react/jsx-runtime` and `@reduxjs/toolkit/query/react`. The router is not in the list: it
// reaches the apps through @dakiya/shared (shared/src/routing/router.ts), tree-shaken.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  '@dakiya/shared',
  '@dakiya/shared/',
];

/** The `shared` option of ModuleFederationPlugin for an app whose package.json is `pkg`. */
function sharedDependencies(pkg) {
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      return [key, { singleton: true, requiredVersion: declared[packageName] ?? false }];
    }),
  );
}

module.exports = { SINGLETONS, sharedDependencies };
