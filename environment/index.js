// @ts-check
// The one way Dakiya reads its environment (ESLint allows `process.env` nowhere else): a section
// of schema.js, checked, with defaults filled in, or one error naming every variable that is wrong.
const { ENVIRONMENT, SECTIONS } = require('./schema');

/** @typedef {Readonly<Record<string, string | undefined>>} Variables */
/** @typedef {typeof SECTIONS} Sections */
/** @typedef {import('zod').output<typeof ENVIRONMENT>} Environment */

/** Variables that do not fit: the message has one line per variable, each starting with its name. */
class EnvironmentError extends Error {
  name = 'EnvironmentError';
}

/** Which variable holds each local server's port (web apps by federation name, and the API). */
const PORT_VARIABLES = Object.freeze(
  /** @type {const} */ ({
    shell: 'SHELL_PORT',
    auth_app: 'AUTH_PORT',
    booking_app: 'BOOKING_PORT',
    account_app: 'ACCOUNT_PORT',
    driver_app: 'DRIVER_PORT',
    api: 'API_PORT',
    cdn: 'CDN_PORT',
  }),
);

/**
 * The deploy token outside production (DEPLOY_TOKEN unset): the API takes it and the deploy tool
 * sends it. A production API without DEPLOY_TOKEN takes no change of the registry at all.
 */
const DEVELOPMENT_DEPLOY_TOKEN = 'dakiya-development-deploy-token';

/**
 * The variables of `section`, checked, with their defaults; an empty variable counts as unset.
 * @template {keyof Sections} Section
 * @param {Section} section
 * @param {Variables} [variables] the environment to read (default: this process's)
 * @returns {import('zod').output<Sections[Section]>}
 */
function readEnvironment(section, variables = process.env) {
  const schema = SECTIONS[section];
  /** @type {Record<string, string | undefined>} */
  const given = {};
  for (const name of Object.keys(schema.shape)) {
    const value = variables[name];
    given[name] = value === '' ? undefined : value;
  }
  const result = schema.safeParse(given);
  if (result.success) return /** @type {import('zod').output<Sections[Section]>} */ (result.data);
  throw new EnvironmentError(
    result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}.`).join('\n'),
  );
}

/**
 * This process's environment with `overrides` on top: what a child process it starts should get.
 * @param {Record<string, string | undefined>} [overrides]
 * @returns {NodeJS.ProcessEnv}
 */
function childEnvironment(overrides = {}) {
  return { ...process.env, ...overrides };
}

module.exports = {
  ENVIRONMENT,
  SECTIONS,
  PORT_VARIABLES,
  DEVELOPMENT_DEPLOY_TOKEN,
  EnvironmentError,
  readEnvironment,
  childEnvironment,
};
