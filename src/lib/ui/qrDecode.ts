/**
 * Reads a QR code from a picture (a camera frame or a photo): the platform's BarcodeDetector where
 * the browser has one that reads QR codes, else the jsQR decoder on the pixels, loaded the first time
 * it is needed (it is most of the QR code's weight: a table loads it only once a code is read). Never throws.
 */
type JsQr = typeof import('jsqr').default;

let pixelDecoder: Promise<JsQr> | null = null;

/** jsQR, loaded once, on the first picture the platform cannot read. */
function jsQr(): Promise<JsQr> {
	pixelDecoder ??= import('jsqr').then((m) => m.default);
	return pixelDecoder;
}

interface Detector {
	detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
	new (options: { formats: string[] }): Detector;
	getSupportedFormats(): Promise<string[]>;
}

let platform: Promise<Detector | null> | null = null;

/** The platform's QR detector, or null (asked once). */
function platformDetector(): Promise<Detector | null> {
	platform ??= (async () => {
		const Cls = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
		if (!Cls) return null;
		try {
			return (await Cls.getSupportedFormats()).includes('qr_code') ? new Cls({ formats: ['qr_code'] }) : null;
		} catch {
			return null;
		}
	})();
	return platform;
}

/** The text of the QR code on this canvas, or null when none is found. */
export async function decodeQr(canvas: HTMLCanvasElement): Promise<string | null> {
	const detector = await platformDetector();
	if (detector) {
		try {
			const found = await detector.detect(canvas);
			if (found[0]?.rawValue) return found[0].rawValue;
		} catch {
			// fall back to the pixels
		}
	}
	const ctx = canvas.getContext('2d', { willReadFrequently: true });
	if (!ctx || canvas.width === 0 || canvas.height === 0) return null;
	const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
	let jsQR: JsQr;
	try {
		jsQR = await jsQr();
	} catch {
		pixelDecoder = null; // not loaded (offline before the app was cached): the next frame tries again
		return null;
	}
	return jsQR(img.data, img.width, img.height, { inversionAttempts: 'attemptBoth' })?.data || null;
}

/** Draws a picture on a canvas no larger than `max` pixels a side (decoders want a few hundred). */
export function drawScaled(canvas: HTMLCanvasElement, source: CanvasImageSource, width: number, height: number, max = 1024): void {
	const scale = Math.min(1, max / Math.max(width, height));
	canvas.width = Math.round(width * scale);
	canvas.height = Math.round(height * scale);
	canvas.getContext('2d', { willReadFrequently: true })?.drawImage(source, 0, 0, canvas.width, canvas.height);
}

/** The text of the QR code in an image file (a photo of a card's code), or null. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
	try {
		const bitmap = await createImageBitmap(file);
		const canvas = document.createElement('canvas');
		drawScaled(canvas, bitmap, bitmap.width, bitmap.height);
		bitmap.close();
		return await decodeQr(canvas);
	} catch {
		return null;
	}
}
