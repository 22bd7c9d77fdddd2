import type { Locator } from '@playwright/test';

/**
 * The contrast ratio (WCAG 2) of an element's text against what it is drawn on, as Chromium paints
 * it: its own background, else the nearest ancestor's, with the element's opacity blended over that
 * backdrop (axe skips disabled controls; this measures them anyway). `ink` measures
 * instead a checkbox's or radio's tick ('accentColor') or a field's edge ('borderTopColor'), against
 * what is behind the element.
 */
export function textContrast(target: Locator, ink: 'color' | 'accentColor' | 'borderTopColor' = 'color'): Promise<number> {
	return target.evaluate((el, ink) => {
		const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number?];
		const opaque = (c: string) => {
			const [, , , a = 1] = rgba(c);
			return a > 0;
		};
		let backdropOf: Element | null = el.parentElement;
		while (backdropOf && !opaque(getComputedStyle(backdropOf).backgroundColor)) backdropOf = backdropOf.parentElement;
		const backdrop = rgba(backdropOf ? getComputedStyle(backdropOf).backgroundColor : 'rgb(255, 255, 255)').slice(0, 3) as number[];
		const style = getComputedStyle(el);
		const alpha = Number(style.opacity);
		const over = (c: string, under: number[]) => {
			const [r, g, b, a = 1] = rgba(c);
			const k = a * alpha;
			return [r, g, b].map((v, i) => v * k + under[i] * (1 - k));
		};
		const background = ink === 'color' && opaque(style.backgroundColor) ? over(style.backgroundColor, backdrop) : over('rgba(0, 0, 0, 0)', backdrop);
		const text = over(style[ink], background);
		const lum = (c: number[]) => {
			const [r, g, b] = c.map((v) => {
				const s = v / 255;
				return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
			});
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		const [hi, lo] = [lum(text), lum(background)].sort((a, b) => b - a);
		return (hi + 0.05) / (lo + 0.05);
	}, ink);
}
