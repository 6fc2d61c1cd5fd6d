import type { z } from 'zod';
import type { remoteReportSchema } from '@dakiya/domain/schemas';
import type { RemoteName } from './remote-names';

type LoadOutcome = z.infer<typeof remoteReportSchema>['outcome'];

/** Reports already sent from this page: one per release and outcome. */
const sent = new Set<string>();

/**
 * Tells the registry how a release of a remote did in this browser (docs/deploying-remotes.md):
 * it loaded and rendered, it failed to (`failed`), or it crashed on a screen after rendering
 * (`crashed`). A canary failing too often is rolled back from these. Sent with keepalive, so a
 * report made just before the page goes away still leaves; a report that cannot be sent is lost
 * quietly (the customer is not the one to tell).
 */
export function reportLoad(
  reportsUrl: string,
  remote: RemoteName,
  version: string,
  outcome: LoadOutcome,
): void {
  const key = `${remote}@${version}:${outcome}`;
  if (sent.has(key)) return;
  // A crash after a failure is the same failure, counted once.
  if (outcome === 'crashed' && sent.has(`${remote}@${version}:failed`)) return;
  sent.add(key);
  void fetch(reportsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote, version, outcome }),
    keepalive: true,
  }).catch(() => undefined);
}
