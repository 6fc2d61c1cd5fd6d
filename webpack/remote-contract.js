const fs = require('node:fs');
const path = require('node:path');

/**
 * The version of the contract the shell calls a remote's `./App` with (`RemoteApp` in
 * shared/src/remotes/remote-contract.ts: a default component, an optional loadCatalogue). A change
 * the shell and its remotes must agree on bumps it. Every build writes it into its release.json,
 * where the deploy gate compares a remote's with the live shell's.
 */
const REMOTE_CONTRACT_VERSION = 1;

/**
 * The libraries @dakiya/shared carries inside it (the router and Redux: apps import them from
 * it), which a remote therefore runs in the shell's copy, whatever it was built against.
 */
const CARRIED_BY_SHARED = ['react-router', 'redux', 'react-redux', '@reduxjs/toolkit'];

/** The version of each of them this build resolved (as @dakiya/shared resolves them). */
function carriedVersions() {
  const sharedDir = path.dirname(require.resolve('@dakiya/shared/package.json'));
  return Object.fromEntries(
    CARRIED_BY_SHARED.map((name) => {
      const file = require.resolve(`${name}/package.json`, { paths: [sharedDir] });
      return [name, JSON.parse(fs.readFileSync(file, 'utf8')).version];
    }),
  );
}

/**
 * A build's release.json: what the deploy gate compares between a remote and the live shell,
 * and whether the build was made to fail (a rehearsal, which goes out only as a canary).
 */
function releaseFile(name, faultInjection) {
  return { name, contract: REMOTE_CONTRACT_VERSION, carried: carriedVersions(), faultInjection };
}

module.exports = { REMOTE_CONTRACT_VERSION, CARRIED_BY_SHARED, releaseFile };
