import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@dakiya/local-system';

// The shell build's run-time files, which the shell server reads on every request: remotes.json
// (remote -> its manifest; the page's CSP follows it) and route-owners.json (remote -> its route
// prefixes). Editing them is how an operator moves or adds a remote.
const SHELL_FILES = {
  remotes: path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json'),
  owners: path.join(REPO_ROOT, 'shell', 'dist', 'route-owners.json'),
  config: path.join(REPO_ROOT, 'shell', 'dist', 'config.json'),
};
type ShellFile = keyof typeof SHELL_FILES;
const originals = new Map<ShellFile, string>();

function writeShellFile(file: ShellFile, content: unknown): void {
  if (!originals.has(file)) originals.set(file, readFileSync(SHELL_FILES[file], 'utf8'));
  writeFileSync(SHELL_FILES[file], `${JSON.stringify(content, null, 2)}\n`);
}

/** The built shell's file, as it is now. */
export function readShellFile(file: ShellFile): Record<string, unknown> {
  return JSON.parse(readFileSync(SHELL_FILES[file], 'utf8')) as Record<string, unknown>;
}

/**
 * Edits the shell's remotes.json as an operator would after moving a remote; the page's CSP
 * follows it. `restoreRemotesManifest` puts the built files back (call it after each test).
 */
export function useRemotesManifest(remotes: Record<string, string>): void {
  writeShellFile('remotes', remotes);
}

/** Edits the shell's route-owners.json (remote -> route prefixes). */
export function useRouteOwners(owners: Record<string, string[]>): void {
  writeShellFile('owners', owners);
}

/**
 * Points the shell's config.json at an environment's remotes registry, as an operator sets
 * DAKIYA_REGISTRY_URL and DAKIYA_REMOTE_ORIGINS (docs/deploying-remotes.md); the page's CSP
 * follows. `restoreRemotesManifest` puts the built file back.
 */
export function pointShellAtRegistry(registryUrl: string, remoteOrigins: string[]): void {
  writeShellFile('config', { ...readShellFile('config'), registryUrl, remoteOrigins });
}

export function restoreRemotesManifest(): void {
  for (const [file, content] of originals) writeFileSync(SHELL_FILES[file], content);
  originals.clear();
}
