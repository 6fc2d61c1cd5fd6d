// @ts-check
// `npm run deploy -w <app> -- --env <name> [--canary <percent>] [--from <dist>]
// [--if-revision <n>] [--source <text>]`: builds the remote, runs the compatibility gate against
// the live shell, uploads it to /<app>/<version>/, then switches the environment's registry to
// it (docs/deploying-remotes.md).
import path from 'node:path';
import { readEnvironment } from '@dakiya/environment';
import { deployRemote } from '../src/deploy.mjs';
import { commandOptions, gitSource, remoteAt, runCommand } from '../src/cli-support.mjs';
import { deploySettings } from '../src/settings.mjs';

await runCommand(async () => {
  const options = commandOptions(['canary', 'from', 'source', 'if-revision']);
  const canary = options.canary === undefined ? null : Number(options.canary);
  if (canary !== null && !(Number.isInteger(canary) && canary >= 1 && canary <= 99))
    throw new Error('--canary is a percentage of browsers: a whole number from 1 to 99');
  const planned = options['if-revision'];
  const ifRevision = planned === undefined ? null : Number(planned);
  if (ifRevision !== null && !(Number.isInteger(ifRevision) && ifRevision >= 0))
    throw new Error('--if-revision is the registry revision the deploy was planned against');
  await deployRemote({
    ...remoteAt(process.cwd()),
    env: options.env,
    canary,
    // A path as typed where npm was run (npm runs the script in the app's folder).
    from: options.from
      ? path.resolve(readEnvironment('deploy').INIT_CWD ?? process.cwd(), options.from)
      : null,
    ifRevision,
    source: options.source ?? gitSource(),
    settings: deploySettings(),
    say: (line) => console.log(`  ${line}`),
  });
});
