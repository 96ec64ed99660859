import { describe, expect, it } from 'vitest';
import { areaMessagesEn } from './areaMessages.ts';
import { firstPortalMessagesEn } from './firstMessages.ts';
import { moreAreaMessagesEn } from './moreAreaMessages.ts';

describe('the areas’ texts in their chunks (ADR 064, ADR 083)', () => {
  it('defines each key in one chunk only, so which chunk loads first never changes a text', () => {
    const chunks = { first: firstPortalMessagesEn, area: areaMessagesEn, more: moreAreaMessagesEn };
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [chunk, messages] of Object.entries(chunks)) {
      for (const key of Object.keys(messages)) {
        const other = seen.get(key);
        if (other !== undefined) twice.push(`${key} (${other}, ${chunk})`);
        seen.set(key, chunk);
      }
    }
    expect(twice).toEqual([]);
  });

  it('keeps the texts of the areas a first load starts on out of the later chunk', () => {
    const first = ['shipmentList.', 'trip.', 'shipmentDetail.', 'paperwork.', 'cases.', 'capture.'];
    const dashboard = ['dashboard.', 'tenders.', 'rates.', 'accounting.', 'invoice.'];
    for (const prefix of [...first, ...dashboard]) {
      expect(Object.keys(areaMessagesEn).some((key) => key.startsWith(prefix))).toBe(true);
      expect(Object.keys(moreAreaMessagesEn).filter((key) => key.startsWith(prefix))).toEqual([]);
    }
  });
});
