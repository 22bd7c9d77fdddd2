// Draws Familiar's app icons (a four-pointed star on night purple) as PNGs, with no image library.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

function crc32(buf) {
	let c,
		crc = 0xffffffff;
	for (const b of buf) {
		c = (crc ^ b) & 0xff;
		for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
		crc = (crc >>> 8) ^ c;
	}
	return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
	const len = Buffer.alloc(4);
	len.writeUInt32BE(data.length);
	const td = Buffer.concat([Buffer.from(type), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(td));
	return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
	const raw = Buffer.alloc((size * 4 + 1) * size);
	for (let y = 0; y < size; y++) {
		raw[y * (size * 4 + 1)] = 0;
		for (let x = 0; x < size; x++) raw.set(pixel(x / size, y / size), y * (size * 4 + 1) + 1 + x * 4);
	}
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(size, 0);
	ihdr.writeUInt32BE(size, 4);
	ihdr[8] = 8;
	ihdr[9] = 6;
	return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** scale < 1 keeps the star inside the maskable safe zone. */
function star(scale) {
	return (u, v) => {
		const x = (u - 0.5) / scale,
			y = (v - 0.5) / scale;
		const r = Math.abs(x) ** 0.5 + Math.abs(y) ** 0.5;
		if (r < 0.62) return [243, 232, 255, 255];
		if (Math.hypot(x, y) < 0.3) return [196, 167, 255, 255];
		return [27, 21, 48, 255];
	};
}

writeFileSync('static/icons/icon-192.png', png(192, star(1)));
writeFileSync('static/icons/icon-512.png', png(512, star(1)));
writeFileSync('static/icons/maskable-512.png', png(512, star(0.7)));
