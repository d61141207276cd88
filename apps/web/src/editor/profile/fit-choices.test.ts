import { describe, expect, it } from 'vitest';
import type { FitSettings } from '@resumey/resume';
import { cannotFitMessage, describeFit } from './fit-choices';

const settings = (over: Partial<FitSettings> = {}): FitSettings => ({
  lineSpacing: 1.4,
  pageMargins: { top: 20, right: 20, bottom: 20, left: 20 },
  fontSize: 'normal',
  ...over,
});

describe('fit to pages: what the user is told', () => {
  it('names each setting that moved, and how to take it back', () => {
    const after = settings({
      lineSpacing: 1.2,
      pageMargins: { top: 14, right: 14, bottom: 14, left: 14 },
      fontSize: 'small',
    });
    expect(describeFit(settings(), after, 1)).toBe(
      'Fitted to 1 page: line spacing 1.4 to 1.2, margins 20 to 14 mm, font size Normal to Small. Undo (Ctrl+Z) puts them back.',
    );
    expect(describeFit(settings(), settings({ lineSpacing: 1.3 }), 2)).toBe(
      'Fitted to 2 pages: line spacing 1.4 to 1.3. Undo (Ctrl+Z) puts them back.',
    );
  });

  it('says how far uneven margins narrowed', () => {
    const before = settings({ pageMargins: { top: 20, right: 15, bottom: 20, left: 15 } });
    const after = settings({ pageMargins: { top: 16, right: 11, bottom: 16, left: 11 } });
    expect(describeFit(before, after, 1)).toContain('margins narrower by up to 4 mm');
  });

  it('says plainly when it cannot fit, offering the next page count while there is one', () => {
    expect(cannotFitMessage(1)).toBe(
      'This resume does not fit on 1 page even at the tightest settings: shorten it or choose 2 pages.',
    );
    expect(cannotFitMessage(2)).toBe('This resume does not fit on 2 pages even at the tightest settings: shorten it.');
  });
});
