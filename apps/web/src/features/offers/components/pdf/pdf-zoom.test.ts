import { describe, expect, it } from 'vitest';
import { anchoredScroll, fitWidthScale, zoomInFrom, zoomOutFrom } from './pdf-zoom.ts';

// A US letter page (612 pt) with 1-inch margins: text from 72 to 540 pt.
const letter = { pageWidth: 612, text: { left: 72, right: 540 } };

describe('fitting a page to the viewer', () => {
  it('on a phone, fits the lines of text to the screen, so they are read larger than the paper would be', () => {
    const textFit = fitWidthScale({ viewerWidth: 390, ...letter, isNarrow: true });
    const paperFit = fitWidthScale({ viewerWidth: 390, ...letter, isNarrow: false });
    expect(textFit).toBeGreaterThan(paperFit * 1.2);
    // the text with its small gutter is exactly the screen's width
    expect((540 + 12 - (72 - 12)) * (96 / 72) * textFit).toBeCloseTo(390);
  });

  it('on a wider viewer, fits the whole page, margins and all', () => {
    const scale = fitWidthScale({ viewerWidth: 800, ...letter, isNarrow: false });
    expect(612 * (96 / 72) * scale).toBeCloseTo(800);
  });

  it('fits the page when it has no text to go by', () => {
    expect(fitWidthScale({ viewerWidth: 390, pageWidth: 612, text: null, isNarrow: true })).toBe(
      fitWidthScale({ viewerWidth: 390, pageWidth: 612, text: null, isNarrow: false }),
    );
  });
});

describe('zoom steps', () => {
  it('goes up and down through the stops from wherever a pinch left the scale', () => {
    expect(zoomInFrom(1)).toBe(1.1);
    expect(zoomOutFrom(1)).toBe(0.9);
    expect(zoomInFrom(0.8)).toBe(0.9);
    expect(zoomOutFrom(0.8)).toBe(0.75);
    expect(zoomInFrom(5)).toBe(5);
    expect(zoomOutFrom(0.25)).toBe(0.25);
  });
});

describe('keeping the pinched point in place', () => {
  it('scrolls so that the point under the fingers is under them again after the zoom', () => {
    // a point 100 px from the edge, content scrolled by 50: at 2x it is at 300 in the content
    expect(anchoredScroll({ scroll: 50, offset: 100, from: 1, to: 2 })).toBe(200);
    expect(anchoredScroll({ scroll: 0, offset: 100, from: 2, to: 1 })).toBe(0);
  });
});
