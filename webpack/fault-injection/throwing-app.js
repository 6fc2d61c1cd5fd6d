// The `./App` of a remote built with DAKIYA_FAULT_INJECTION=throw-on-render: it throws on its
// first render, as a release with a bad bug would. It rehearses a canary's automatic rollback
// (docs/deploying-remotes.md); a build without that variable never contains it.
export default function ThrowingApp() {
  throw new Error(
    'This release throws on render (built with DAKIYA_FAULT_INJECTION=throw-on-render)',
  );
}
