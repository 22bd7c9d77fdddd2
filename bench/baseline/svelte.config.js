// The baseline of the cold_start_ms benchmark: a one-button SvelteKit page, built and served like Familiar.
import adapter from '@sveltejs/adapter-static';

export default {
	kit: {
		adapter: adapter({ pages: 'build', assets: 'build', fallback: 'index.html' }),
		serviceWorker: { register: true }
	}
};
