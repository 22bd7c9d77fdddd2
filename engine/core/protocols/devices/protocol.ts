/**
 * Devices: a device that holds no seat makes its key known (`core/device`), and a device's signed
 * chain head (`core/head`) is stored in the log. Both are read by the verifier (chainCheck.ts,
 * auth.ts); there is nothing to play, so this protocol's slice never changes. A `core/device`'s
 * `name` is not stepped: a name the engine's rule refuses is shown as no name
 * (fairplay/deviceName.ts `announcedDeviceName`), and the announcement still makes its key known,
 * so old logs fold as they did and no phone is stranded by its name (docs/design-notes.md).
 */
import { reject } from '../../types';
import { isHeadData } from '../../fairplay/chain';
import { FAIR_REJECTIONS as F } from '../../fairplay/codes';
import { FAIR_KINDS as K } from '../../fairplay/kinds';
import { isPublicKeyText } from '../../fairplay/signature';
import { dataOf } from '../data';
import { defineProtocol } from '../shape';

export const deviceEntries = defineProtocol<null>({
	name: 'devices',
	kinds: [K.device, K.head],
	initial: () => null,
	step(slice, e) {
		if (e.kind === K.head) return e.seat === null && isHeadData(e.data) ? slice : reject(F.badSeatData, "This entry is not a device's signed chain head.");
		return e.seat === null && isPublicKeyText(dataOf<{ publicKey: string }>(e).publicKey) ? slice : reject(F.badSeatData, 'This device announcement does not carry a device key.');
	}
});
