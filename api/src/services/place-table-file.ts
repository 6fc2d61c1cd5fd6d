import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import type { PlaceTable } from './place-table.js';

/** The file's format: a file of another one (an older build) is rebuilt rather than misread. */
const FORMAT = 'dakiya-places-2';

/**
 * Writes the table in V8's serialization, which reads back typed arrays and strings as they are
 * (a fraction of JSON's parse time). Written aside, then renamed: no reader sees half a file.
 */
export function writePlaceTable(file: string, table: PlaceTable): void {
  writeFileSync(`${file}.partial`, v8.serialize({ format: FORMAT, table }));
  renameSync(`${file}.partial`, file);
}

/**
 * The table writePlaceTable wrote; null when there is none, or it is of another format or from
 * a Node that this one cannot read.
 */
export function readPlaceTable(file: string): PlaceTable | null {
  if (!existsSync(file)) return null;
  try {
    const stored = v8.deserialize(readFileSync(file)) as { format?: unknown; table?: PlaceTable };
    return stored.format === FORMAT && stored.table ? stored.table : null;
  } catch {
    return null;
  }
}
