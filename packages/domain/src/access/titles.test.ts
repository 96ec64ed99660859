import { describe, expect, it } from 'vitest';
import { createTranslator } from '../messages/translator.ts';
import { specMessages } from '../messages/catalog.ts';
import {
  readablePathSegment,
  routeRules,
  routeTitleMessages,
  routeTitleMessagesEn,
  topBarTitle,
  topBarTitleKeys,
  type TopBarTitle,
} from './index.ts';

const t = createTranslator('en-US', specMessages, routeTitleMessages);
const english = (title: TopBarTitle): string => ('key' in title ? t(title.key) : title.text);

describe('top-bar title (spec 1 §2)', () => {
  it.each([
    // "Load Board, Available Freight or Available Trucks on those routes"
    ['/available-freight', 'Load Board'],
    ['/available-freight/?q=1', 'Load Board'],
    ['/available-freight/1234', 'Available Freight'],
    ['/live-equipment', 'Available Trucks'],
    // "otherwise the first path segment made readable"
    ['/dashboard/accounting/12/preview', 'Dashboard'],
    ['/all-shipments/12/preview/details', 'All Shipments'],
    ['/my-shipments', 'My Shipments'],
    ['/rates/5/preview', 'Rates'],
    ['/contacts/create', 'Contacts'],
    ['/third-party-payer-invoices?x=1', 'Third Party Payer Invoices'],
    // choice: the drawer's name for the cases area, which the page's heading uses too
    ['/cases/7/preview/notes', 'Accessorial Requests'],
  ])('%s → %s', (path, expected) => {
    const title = topBarTitle(path);
    expect(title).toHaveProperty('key');
    expect(english(title)).toBe(expected);
  });

  it('gives every route of the route table a catalog key, so every title translates', () => {
    const firstSegments = routeRules
      .map((rule) => rule.pattern.split('/').filter(Boolean)[0])
      .filter((segment) => segment !== undefined && segment !== '*');
    expect(firstSegments.length).toBeGreaterThan(15);
    for (const segment of firstSegments) expect(topBarTitle(`/${segment}`)).toHaveProperty('key');
  });

  it('words each route title exactly as the spec derives it: the readable first segment', () => {
    // The load board family is titled by the spec; cases by its drawer entry (a choice).
    const loadBoardFamily = new Set(['live-equipment', 'cases']);
    for (const [segment, key] of topBarTitleKeys) {
      if (loadBoardFamily.has(segment)) continue;
      expect([segment, t(key)]).toEqual([segment, readablePathSegment(segment)]);
    }
    // Each route title is used by a segment: no orphan catalog entries.
    const used = new Set(topBarTitleKeys.values());
    for (const key of Object.keys(routeTitleMessagesEn)) expect(used.has(key as never)).toBe(true);
  });

  it.each([
    ['/load-board', 'Load Board'],
    ['/my_old-page/x', 'My Old Page'],
    ['/constructor', 'Constructor'],
    ['/', ''],
  ])('an unknown route %s keeps a readable text: %j', (path, expected) => {
    expect(topBarTitle(path)).toEqual({ text: expected });
  });
});
