import type { z } from 'zod';
import type { remoteReportSchema } from '@dakiya/domain/schemas';
import { SESSION_KEYS } from '@dakiya/domain';
import type { RemoteName } from './remote-names';

type LoadOutcome = z.infer<typeof remoteReportSchema>['outcome'];

/** The reports this tab has sent (sessionStorage: a reload does not send them again). */
function sentReports(): Set<string> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEYS.loadReports) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

function keepSent(sent: Set<string>): void {
  try {
    sessionStorage.setItem(SESSION_KEYS.loadReports, JSON.stringify([...sent]));
  } catch {
    // Blocked storage: this tab may report again after a reload, nothing worse.
  }
}

/** Reports sent while storage is blocked, for this page at least. */
const sentOnThisPage = new Set<string>();

/**
 * Tells the registry how a release of a remote did in this tab (docs/deploying-remotes.md): it
 * loaded and rendered, it failed to (`failed`), or it crashed on a screen after rendering
 * (`crashed`). Once each per tab, reloads included, so that one customer reloading a broken
 * screen counts once. A canary failing too often is rolled back from these. Sent with keepalive,
 * so a report made just before the page goes away still leaves; a report that cannot be sent is
 * lost quietly (the customer is not the one to tell).
 */
export function reportLoad(
  reportsUrl: string,
  remote: RemoteName,
  version: string,
  outcome: LoadOutcome,
): void {
  const sent = sentReports();
  for (const key of sentOnThisPage) sent.add(key);
  const release = `${remote}@${version}`;
  // A failure counts once, whichever came first; a crash after a failure is the same failure.
  if (outcome !== 'loaded' && (sent.has(`${release}:failed`) || sent.has(`${release}:crashed`)))
    return;
  if (sent.has(`${release}:${outcome}`)) return;
  const key = `${release}:${outcome}`;
  sent.add(key);
  sentOnThisPage.add(key);
  keepSent(sent);
  void fetch(reportsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote, version, outcome }),
    keepalive: true,
  }).catch(() => undefined);
}
