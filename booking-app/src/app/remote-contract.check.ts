// The contract the shell calls this remote's ./App with: checked by `npm run typecheck`, and by
// the deploy gate before a deploy of this remote alone (deploy/src/gate.mjs).
import type { RemoteApp } from '@dakiya/shared';
import type * as exposed from './App';

export type FitsTheShell = typeof exposed extends RemoteApp ? true : never;
export const fitsTheShell: FitsTheShell = true;
