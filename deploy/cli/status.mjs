// @ts-check
// `npm run deploy:status -- --env <name>`: which release of each remote is live and which is the
// canary, and the registry's latest changes: who, when, from what.
import { commandOptions, runCommand } from '../src/cli-support.mjs';
import { readChanges, readRegistry } from '../src/registry-client.mjs';
import { deploySettings } from '../src/settings.mjs';

await runCommand(async () => {
  const { env } = commandOptions([]);
  const { registryUrl, token } = deploySettings();
  const [registry, changes] = await Promise.all([
    readRegistry(registryUrl, env),
    readChanges({ registryUrl, env, token }),
  ]);
  console.log(`\n  ${env} (revision ${registry.revision})`);
  const names = Object.keys(registry.remotes).sort();
  if (names.length === 0) console.log('  No remote deployed yet: the shell uses remotes.json.');
  for (const name of names) {
    const { live, canary, previous } = registry.remotes[name] ?? {};
    console.log(`  ${name.padEnd(12)} live ${live?.version}`);
    if (canary) console.log(`  ${''.padEnd(12)} canary ${canary.version} for ${canary.percent} %`);
    if (previous) console.log(`  ${''.padEnd(12)} rollback to ${previous.version}`);
  }
  console.log('\n  Changes, newest first:');
  for (const change of changes)
    console.log(
      `  #${change.revision} ${change.at}  ${change.actor} (${change.source}): ${change.summary}`,
    );
  console.log('');
});
