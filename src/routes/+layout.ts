// Familiar is a client-side app: every screen renders on the phone, from precached files.
export const ssr = false;
export const prerender = false;
