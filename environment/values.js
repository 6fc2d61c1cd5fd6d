// @ts-check
// The kinds of value an environment variable holds. Each reads the variable's text and, when it
// does not fit, says what it must be; schema.js names the variables and their defaults.
const { z } = require('zod');

/**
 * Text read by `parse`; `undefined` from it means the text does not fit `expected`.
 * @template T
 * @param {string} expected what the value must be, e.g. "a port number (1 to 65535)"
 * @param {(text: string) => T | undefined} parse
 */
function parsed(expected, parse) {
  return z.string().transform((value, context) => {
    const result = parse(value.trim());
    if (result === undefined) {
      context.addIssue({ code: 'custom', message: `must be ${expected}, not "${value}"` });
      return z.NEVER;
    }
    return result;
  });
}

/** Free text (a path, a secret, a name). */
const text = () => z.string();

/** A whole number from `min` to `max`. */
function wholeNumber(min = 1, max = Number.MAX_SAFE_INTEGER) {
  const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
  return parsed(`a whole number ${range}`, (text) => {
    const number = Number(text);
    return /^-?\d+$/.test(text) && number >= min && number <= max ? number : undefined;
  });
}

/** A TCP port a server listens on. */
const port = () =>
  parsed('a port number (a whole number from 1 to 65535)', (text) =>
    /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65535 ? Number(text) : undefined,
  );

/** A number above 0, fractions allowed (a speed, a number of minutes). */
const positiveNumber = () =>
  parsed('a number above 0', (text) =>
    /^(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(text) && Number(text) > 0 ? Number(text) : undefined,
  );

/** `true` or `false`. */
const flag = () =>
  parsed('"true" or "false"', (text) =>
    text === 'true' ? true : text === 'false' ? false : undefined,
  );

/**
 * One of `choices`.
 * @template {string} Choice
 * @param {readonly Choice[]} choices
 */
const oneOf = (choices) =>
  parsed(
    `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`,
    (text) => /** @type {Choice | undefined} */ (choices.find((choice) => choice === text)),
  );

/** An absolute URL (http, postgresql, redis…). */
const url = () => parsed('an absolute URL', (text) => (URL.canParse(text) ? text : undefined));

/** Comma-separated items, each trimmed. */
const list = () =>
  parsed('a comma-separated list', (text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

module.exports = { parsed, text, wholeNumber, port, positiveNumber, flag, oneOf, url, list };
