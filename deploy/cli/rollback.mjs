// @ts-check
// `npm run rollback -w <app> -- --env <name>`: the remote's canary is withdrawn, or, when it has
// none, its previous live release is live again (docs/deploying-remotes.md).
import { commandOptions, gitSource, remoteAt, runCommand } from '../src/cli-support.mjs';
import { readRegistry, writeRegistry } from '../src/registry-client.mjs';
import { rolledBack } from '../src/releases.mjs';
import { deploySettings } from '../src/settings.mjs';

await runCommand(async () => {
  const { env } = commandOptions([]);
  const { app } = remoteAt(process.cwd());
  const settings = deploySettings();
  const read = await readRegistry(settings.registryUrl, env);
  const { remotes, summary } = rolledBack(read.remotes, app);
  const written = await writeRegistry(
    { registryUrl: settings.registryUrl, env, token: settings.token },
    read,
    {
      remotes,
      actor: settings.actor,
      source: `rollback by hand (${gitSource()})`,
      summary,
    },
  );
  console.log(`  ${summary} in ${env} (registry revision ${written.revision}).`);
});
