// Serves the production build of Familiar for a table:
//   http://localhost:4173            this machine (PORT, HOST, BUILD_DIR override)
//   https://<LAN address>:4443       the phones on the same Wi-Fi (HTTPS_PORT, "off" for none), with the
//                                    signaling server on the same origin (wss://<address>:4443/signal)
//   ws://localhost:4444              the signaling server for this machine (SIGNALING_PORT, "off")
// Every LAN address is printed with a QR code to scan. The certificate is made on the first run and
// kept in .familiar/certificate (CERT_DIR); its ca.crt, installed on a phone, makes the warning go.
// LAN_HOSTS=name1,name2 announces (and certifies) those names instead of this machine's addresses.
import { createServer as createHttps } from 'node:https';
import { createServer as createHttp } from 'node:http';
import { ensureCertificate } from './certificate.mjs';
import { lanAddresses, lanUrls, terminalQrCodes } from './lan.mjs';
import { signalingHub, startSignaling } from './signaling.mjs';
import { staticHandler } from './staticServer.mjs';

const env = process.env;
const host = env.HOST ?? 'localhost';
const port = Number(env.PORT ?? 4173);
const dir = env.BUILD_DIR ?? 'build';
const httpsPort = env.HTTPS_PORT ?? '4443';
const signalingPort = env.SIGNALING_PORT ?? '4444';
const certDir = env.CERT_DIR ?? '.familiar/certificate';

/** One relay for every way in, so a phone on the LAN and this machine's browser meet. */
const hub = signalingHub();
const lanHosts = env.LAN_HOSTS ? env.LAN_HOSTS.split(',').map((h) => h.trim()).filter(Boolean) : lanAddresses();
const announced = httpsPort === 'off' ? [] : lanUrls(lanHosts, Number(httpsPort));
let caCert = '';
const routes = {
	/** What the app asks to make invites another phone can open (src/lib/app/reachable.ts). */
	'/lan.json': () => ({ https: announced })
};
const handler = staticHandler(dir, {}, routes);
/** @type {import('node:http').RequestListener} */
const withCa = (req, res) => {
	if (req.url === '/familiar-ca.crt' && caCert) {
		res.writeHead(200, { 'Content-Type': 'application/x-x509-ca-cert', 'Content-Disposition': 'attachment; filename="familiar-ca.crt"' }).end(caCert);
		return;
	}
	handler(req, res);
};
/** @param {import('node:http').Server} server */
const mountSignaling = (server) =>
	server.on('upgrade', (req, socket, head) => {
		if (new URL(req.url ?? '/', 'http://x').pathname === '/signal') hub.upgrade(req, socket, head);
		else socket.destroy();
	});

const http = createHttp(withCa);
mountSignaling(http);
await new Promise((ok) => http.listen(port, host, () => ok(undefined)));
console.log(`Familiar is served at http://localhost:${port}`);

if (signalingPort !== 'off') {
	try {
		const s = await startSignaling({ port: Number(signalingPort), host, hub });
		console.log(`Signaling server at ws://localhost:${s.port}`);
	} catch (err) {
		// Another Familiar (or another signaling server) already listens there: use that one.
		console.warn(`No signaling server started on port ${signalingPort}: ${err instanceof Error ? err.message : err}`);
	}
}

if (httpsPort !== 'off') {
	const tls = await ensureCertificate(certDir, ['localhost', '127.0.0.1', ...lanHosts]);
	caCert = tls.ca;
	const https = createHttps({ key: tls.key, cert: `${tls.cert}\n${tls.ca}` }, withCa);
	mountSignaling(https);
	await new Promise((ok) => https.listen(Number(httpsPort), env.HTTPS_HOST ?? '0.0.0.0', () => ok(undefined)));
	if (tls.made.ca) console.log(`Made a certificate for the LAN server (kept in ${certDir}).`);
	if (announced.length === 0) {
		console.log(`No network found: phones cannot reach this machine. Join a Wi-Fi (or a phone's hotspot) and start again, or play with the hosted copy (README).`);
	} else {
		console.log(`\nOn the phones (same Wi-Fi), open${announced.length > 1 ? ' one of' : ''}:\n`);
		console.log(await terminalQrCodes(announced));
		console.log(
			[
				'The phone warns that the connection is not private (the certificate is made by this machine):',
				'tap Advanced, then Proceed. Familiar then works, but the phone keeps no offline copy from such a',
				'page: for offline play use the hosted copy, or install this machine\'s certificate authority on the',
				`phones once (${announced[0]}/familiar-ca.crt, see the README) and the warning is gone for good.`
			].join('\n')
		);
	}
}
