import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RESULTS_MD = path.join(import.meta.dirname, '..', '..', '..', 'bench', 'results.md');

/**
 * Puts `section` in bench/results.md between the markers `<!-- name:start -->` and
 * `<!-- name:end -->`, replacing what was there; appended at the end the first time.
 */
export function writeResultsSection(name: string, section: string) {
  const [startMark, endMark] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const text = readFileSync(RESULTS_MD, 'utf8');
  const marked = `${startMark}\n${section}\n${endMark}`;
  const start = text.indexOf(startMark);
  const end = text.indexOf(endMark);
  writeFileSync(
    RESULTS_MD,
    start >= 0 && end > start
      ? text.slice(0, start) + marked + text.slice(end + endMark.length)
      : `${text.trimEnd()}\n\n${marked}\n`,
  );
}
