// The one list of modules the four apps share at run time. Each is a singleton: two copies of
// React or of @dakiya/shared would split context, so the composed app would have two stores and
// two RTK Query caches. Subpath keys (with the trailing slash) cover imports such as
// `react/jsx-runtime` and `@dakiya/shared/validation`. The router and Redux are not in the list:
// they reach the apps through @dakiya/shared (shared/src/routing/router.ts,
// shared/src/store/redux.ts), tree-shaken, where a federation-shared package ships whole.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
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
