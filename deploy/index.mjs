// @ts-check
// @dakiya/deploy: deploying one remote alone (the CLIs in cli/), and its parts for the tests.
export { contentVersion, filesUnder } from './src/content-version.mjs';
export { folderStore, s3Store, servingHeaders } from './src/stores.mjs';
export {
  SINGLETON_PACKAGES,
  contractProblems,
  contractTypeProblems,
  sharedProblems,
} from './src/gate.mjs';
export {
  RegistryMovedError,
  readChanges,
  readRegistry,
  writeRegistry,
} from './src/registry-client.mjs';
export { rolledBack, withCanary, withLive } from './src/releases.mjs';
export { GateRefusal, deployRemote } from './src/deploy.mjs';
export { deploySettings } from './src/settings.mjs';
export { EXIT } from './src/cli-support.mjs';
