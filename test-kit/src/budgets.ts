/** /login's first load, gzip as served, in each language: the e2e guard's and the bench's limit. */
export const LOGIN_FIRST_LOAD_BUDGET_BYTES = 165 * 1024;
