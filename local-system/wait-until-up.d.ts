// Types of wait-until-up.js.

/** Resolves once a GET of every URL answers 2xx; rejects after `timeoutMs` (default 60 s). */
export function waitUntilUp(
  urls: readonly string[],
  options?: { timeoutMs?: number },
): Promise<void>;
