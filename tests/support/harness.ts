/**
 * The Magika screens' harness (bench/magika), built once per e2e run and served beside the app by
 * playwright.config.ts (bench/magika/serve.mjs on HARNESS_PORT): a spec opens
 * `${MAGIKA_HARNESS}/index.html?…`, with no build or server of its own.
 */
export const MAGIKA_HARNESS = `http://localhost:${process.env.HARNESS_PORT}`;
