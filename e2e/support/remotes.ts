import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@dakiya/local-system';

// The shell build's remotes.json, which the shell server reads on every request, and from which
// it builds each page's CSP (the remotes' origins may run scripts).
const SHELL_REMOTES = path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json');
let original: string | null = null;

/**
 * Edits the shell's remotes.json as an operator would after moving a remote; the page's CSP
 * follows it. `restoreRemotesManifest` puts the built one back (call it after each test).
 */
export function useRemotesManifest(remotes: Record<string, string>): void {
  original ??= readFileSync(SHELL_REMOTES, 'utf8');
  writeFileSync(SHELL_REMOTES, `${JSON.stringify(remotes, null, 2)}\n`);
}

export function restoreRemotesManifest(): void {
  if (original === null) return;
  writeFileSync(SHELL_REMOTES, original);
  original = null;
}
