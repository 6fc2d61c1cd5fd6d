import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { PlaceTable } from './place-table.js';

/** Where `npm run build:places -w api` writes the index the API reads at start. */
export const PLACE_INDEX_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'generated',
  'place-index.bin',
);

/** The file's format: a file of another one (an older build) is rebuilt rather than misread. */
const FORMAT = 'dakiya-places-3';

/**
 * Writes the table: a first line with the format and `inputs` (placeIndexInputs: what it was
 * built from), then the table in V8's serialization, which reads back typed arrays and strings as
 * they are (a fraction of JSON's parse time). Written aside, then renamed: no reader sees half a
 * file.
 */
export function writePlaceTable(file: string, table: PlaceTable, inputs: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(
    partial,
    Buffer.concat([Buffer.from(`${FORMAT} ${inputs}\n`), v8.serialize(table)]),
  );
  renameSync(partial, file);
}

/**
 * The inputs the file at `file` was built from, read from its first line alone; null when there
 * is no file or it is of another format.
 */
export function placeTableInputs(file: string): string | null {
  if (!existsSync(file)) return null;
  const head = Buffer.alloc(256);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    const line = head.subarray(0, read).toString('latin1').split('\n')[0]!;
    const [format, inputs] = line.split(' ');
    return format === FORMAT && inputs ? inputs : null;
  } finally {
    closeSync(fd);
  }
}

/**
 * The table writePlaceTable wrote from `inputs`; null when there is none, or it is of another
 * format, from other inputs, or from a Node that this one cannot read.
 */
export function readPlaceTable(file: string, inputs: string): PlaceTable | null {
  if (placeTableInputs(file) !== inputs) return null;
  try {
    const bytes = readFileSync(file);
    return v8.deserialize(bytes.subarray(bytes.indexOf(10) + 1)) as PlaceTable;
  } catch {
    return null;
  }
}

/**
 * Builds the table into `file` unless the file there was built from `inputs` already (or
 * `force`): whether it built.
 */
export function writePlaceTableUnlessCurrent(
  file: string,
  inputs: string,
  build: () => PlaceTable,
  force = false,
): boolean {
  if (!force && placeTableInputs(file) === inputs) return false;
  const table = build();
  mkdirSync(path.dirname(file), { recursive: true });
  writePlaceTable(file, table, inputs);
  return true;
}
