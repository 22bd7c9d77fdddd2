// Serves the production build of Familiar at http://localhost:4173 (PORT, BUILD_DIR override) and a
// signaling server for playing together at ws://localhost:4444 (SIGNALING_PORT; "off" for none).
// HOST=0.0.0.0 serves both to the other devices on the network.
import { serveStatic } from './staticServer.mjs';
import { startSignaling } from './signaling.mjs';

const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 4173);
const dir = process.env.BUILD_DIR ?? 'build';
await serveStatic(dir, port, host);
console.log(`Familiar is served at http://localhost:${port}`);

const signalingPort = process.env.SIGNALING_PORT ?? '4444';
if (signalingPort !== 'off') {
	try {
		const s = await startSignaling({ port: Number(signalingPort), host });
		console.log(`Signaling server at ws://localhost:${s.port}`);
	} catch (err) {
		// Another Familiar (or another signaling server) already listens there: use that one.
		console.warn(`No signaling server started on port ${signalingPort}: ${err.message}`);
	}
}
