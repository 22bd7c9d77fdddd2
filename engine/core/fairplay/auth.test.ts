import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../types';
import { UNDO } from '../undo';
import { AFTER_LIMIT, authenticate, Authenticator, PENDING, UNSIGNED, type SigCheck } from './auth';
import { toBase64url } from './bytes';
import { FAIR_KINDS } from './kinds';
import { keyRef } from './signature';

const SEATS = ['s0', 's1', 's2'];
const KEYS = [1, 2, 3].map((k) => toBase64url(new Uint8Array(65).fill(k).fill(4, 0, 1)));

/** One log entry: seat moves, device announcements, undos and game moves, from any of three devices. */
const entry = fc.record({
	kind: fc.constantFrom(FAIR_KINDS.claim, FAIR_KINDS.handOver, FAIR_KINDS.ask, FAIR_KINDS.device, UNDO, 'pick/choose', 'pick/choose'),
	seat: fc.constantFrom<string | null>('s0', 's1', 's2', 'nobody', null),
	key: fc.integer({ min: 0, max: 2 }),
	target: fc.integer({ min: 0, max: 30 }),
	replay: fc.boolean(),
	// the second signed form: an id bound to the key, naming earlier entries (or one that is not there)
	after: fc.option(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 3 }), { nil: undefined })
});

type Spec = { kind: string; seat: string | null; key: number; target: number; replay: boolean; after?: number[] };

function build(specs: Spec[]): GameEvent[] {
	const log: GameEvent[] = [];
	specs.forEach((s, i) => {
		const ref = keyRef(KEYS[s.key]);
		const own = s.after ? `${ref}e${i}` : `e${i}`;
		const id = s.replay && i > 0 ? log[i - 1].id : own;
		const data =
			s.kind === UNDO ? { target: `e${s.target}` } : s.kind === FAIR_KINDS.device ? { publicKey: KEYS[s.key] } : s.kind.startsWith('core/') ? { seat: s.seat, publicKey: KEYS[s.key] } : { n: i };
		const e: GameEvent = { id, seat: s.kind === FAIR_KINDS.device ? null : s.seat, kind: s.kind, data, at: i };
		if (s.after) {
			e.sig = `${ref}.${'A'.repeat(86)}`;
			e.after = s.after.map((j) => log[j]?.id ?? 'missing');
		}
		log.push(e);
	});
	return log;
}

const answer = fc.oneof(
	fc.constant<SigCheck>(PENDING),
	fc.constant<SigCheck>(UNSIGNED),
	fc.constant<SigCheck>({ status: 'altered' }),
	fc.integer({ min: 0, max: 2 }).map((k): SigCheck => ({ status: 'valid', key: KEYS[k] }))
);

/** What happens between two runs: moves appended, a move merged in the middle, a signature answered, or the log rebuilt. */
const change = fc.oneof(
	fc.record({ append: fc.array(entry, { minLength: 1, maxLength: 6 }) }),
	fc.record({ insert: fc.tuple(fc.nat(), entry) }),
	fc.record({ answer: fc.tuple(fc.nat(), answer) }),
	fc.record({ rebuild: fc.boolean() }),
	fc.record({ seats: fc.constantFrom(SEATS, SEATS.slice(0, 2)) })
);

describe('Authenticator', () => {
	it('gives what a pass over the whole log gives, run after run, as the log grows and answers change', () => {
		fc.assert(
			fc.property(fc.array(change, { maxLength: 25 }), fc.array(answer, { minLength: 1, maxLength: 5 }), fc.boolean(), (changes, defaults, bound) => {
				// seats bound when the game was made (by the first key), or claimed in the log
				const genesis = bound ? { key: KEYS[0], seats: ['s0', 's1'], sig: 'x' } : undefined;
				const auth = new Authenticator();
				// told when answers may have changed, as the verifier tells it
				const told = new Authenticator();
				let version = 0;
				let specs: Spec[] = [];
				let log: GameEvent[] = [];
				let seats = SEATS;
				// answers kept per event object, as the verifier does (the same object until it changes)
				const answers = new Map<GameEvent, SigCheck>();
				const check = (e: GameEvent, i: number) => {
					if (!answers.has(e)) answers.set(e, defaults[i % defaults.length]);
					return answers.get(e)!;
				};
				for (const c of changes) {
					if ('append' in c) {
						specs = [...specs, ...c.append];
						log = [...log, ...build(specs).slice(log.length)];
					} else if ('insert' in c) {
						// entries before the merged one stay the same objects, as the session keeps them
						const at = c.insert[0] % (specs.length + 1);
						specs = [...specs.slice(0, at), c.insert[1], ...specs.slice(at)];
						log = [...log.slice(0, at), ...build(specs).slice(at)];
					} else if ('answer' in c && log.length) {
						answers.set(log[c.answer[0] % log.length], c.answer[1]);
						version++;
					} else if ('rebuild' in c) log = build(specs);
					else if ('seats' in c) seats = c.seats;
					const whole = authenticate(log, seats, check, genesis);
					expect(auth.run(log, seats, check, undefined, genesis)).toEqual(whole);
					expect(told.run(log, seats, check, version, genesis)).toEqual(whole);
				}
			}),
			{ numRuns: 1000 }
		);
	});

	it('reads only the new entries when the log grew and nothing else changed', () => {
		const log = build([
			{ kind: FAIR_KINDS.claim, seat: 's0', key: 0, target: 0, replay: false },
			{ kind: 'pick/choose', seat: 's0', key: 0, target: 0, replay: false }
		]);
		const valid: SigCheck = { status: 'valid', key: KEYS[0] };
		const asked: GameEvent[] = [];
		const check = (e: GameEvent) => (asked.push(e), valid);
		const auth = new Authenticator();
		auth.run(log, SEATS, check);
		asked.length = 0;
		const more = [...log, ...build([...Array(3)].map(() => ({ kind: 'pick/choose', seat: 's0', key: 0, target: 0, replay: false }))).slice(2)];
		expect(auth.run(more, SEATS, check).verdicts).toEqual([undefined, undefined, undefined]);
		// the two entries already read are asked again (their answers could have changed), and the new one once
		expect(asked).toEqual([log[0], log[1], more[2]]);
	});

	it('told that no answer changed, an append asks the new entries only', () => {
		const claim = { kind: FAIR_KINDS.claim, seat: 's0', key: 0, target: 0, replay: false };
		const move = { kind: 'pick/choose', seat: 's0', key: 0, target: 0, replay: false };
		const log = build([claim, move]);
		const valid: SigCheck = { status: 'valid', key: KEYS[0] };
		const asked: GameEvent[] = [];
		const check = (e: GameEvent) => (asked.push(e), valid);
		const auth = new Authenticator();
		auth.run(log, SEATS, check, 7);
		asked.length = 0;
		const more = [...log, ...build([claim, move, move]).slice(2)];
		expect(auth.run(more, SEATS, check, 7)).toEqual(authenticate(more, SEATS, () => valid));
		expect(asked).toEqual([more[2]]);
		asked.length = 0;
		auth.run(more, SEATS, check, 8); // answers may have changed: every entry is asked again
		expect(asked).toEqual(more);
	});

	it('reads again from the entry whose answer changed, not from the start', () => {
		const specs = [{ kind: FAIR_KINDS.claim, seat: 's0', key: 0, target: 0, replay: false }, ...[...Array(3)].map(() => ({ kind: 'pick/choose', seat: 's0', key: 0, target: 0, replay: false }))];
		const log = build(specs);
		const answers = new Map<GameEvent, SigCheck>(log.map((e) => [e, PENDING]));
		const asked: number[] = [];
		const check = (e: GameEvent, i: number) => (asked.push(i), answers.get(e)!);
		const auth = new Authenticator();
		auth.run(log, SEATS, check);
		answers.set(log[2], { status: 'altered' });
		asked.length = 0;
		const r = auth.run(log, SEATS, check);
		expect(r).toEqual(authenticate(log, SEATS, (e) => answers.get(e)!));
		// asked up to the changed entry to find it, then read from it on
		expect(asked).toEqual([0, 1, 2, 2, 3]);
	});
});

describe('the frontier (what a new event names in `after`)', () => {
	const ref = keyRef(KEYS[0]);
	const sig = `${ref}.${'A'.repeat(86)}`;
	const valid: SigCheck = { status: 'valid', key: KEYS[0] };
	const genesis = { key: KEYS[0], seats: ['s0'], sig: 'x' };
	const move = (n: number, after: string[]): GameEvent => ({ id: `${ref}m${n}`, seat: 's0', kind: 'pick/choose', data: { n }, at: n, sig, after });

	it('holds the checked events nobody names, and gives back what an event named when its check changes', () => {
		const x = move(1, []);
		const y = move(2, [x.id]);
		const answers = new Map<GameEvent, SigCheck>([
			[x, valid],
			[y, valid]
		]);
		const check = (e: GameEvent) => answers.get(e) ?? PENDING;
		const auth = new Authenticator();
		expect(auth.run([x, y], ['s0'], check, 1, genesis).frontier).toEqual([y.id]);
		answers.set(y, { status: 'altered' });
		expect(auth.run([x, y], ['s0'], check, 2, genesis).frontier).toEqual([x.id]);
		answers.set(y, PENDING);
		// a pending event is let through for now but not named: what it names stays named-able
		const r = auth.run([x, y], ['s0'], check, 3, genesis);
		expect(r.verdicts).toEqual([undefined, undefined]);
		expect(r.frontier).toEqual([x.id]);
	});

	it('names at most AFTER_LIMIT events, the latest', () => {
		const log = Array.from({ length: AFTER_LIMIT + 5 }, (_, i) => move(i, []));
		const r = authenticate(log, ['s0'], () => valid, genesis);
		expect(r.frontier).toEqual(log.slice(-AFTER_LIMIT).map((e) => e.id).sort());
	});
});
