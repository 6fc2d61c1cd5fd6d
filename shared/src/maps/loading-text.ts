import { msg } from '@lingui/core/macro';

/** What a map says while it loads (the embedded map's chunk, Google's script). */
export const LOADING_THE_MAP = msg`Loading the map`;
