// The home screen's page is written at build time as the app shell (build/index.html): still an
// empty page that renders on the phone (ssr is off), but one that names the home screen's modules
// and styles, so the browser fetches them with the app's entry instead of after it has run.
// Every other path is answered with the same shell and routes on the phone as before.
export const prerender = true;
