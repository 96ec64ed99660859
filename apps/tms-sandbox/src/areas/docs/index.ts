import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { docsPage, docsStylesheetPath } from './page.ts';
import { docsStylesheet } from './styles.ts';

export { docsPage, docsSections, docsStylesheetPath, type DocsArea, type DocsRow } from './page.ts';

/**
 * `GET /api/docs`: the human-readable API documentation the user menu links to (a new tab, so no
 * session: the route table is no secret), and its stylesheet. Mounted before the API's JSON 404.
 */
export function docsRoutes(app: Hono<AppEnv>): void {
  app.get(docsStylesheetPath, (c) =>
    c.body(docsStylesheet, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );
  app.get('/api/docs', async (c) => c.html(await docsPage(c.get('services').config.devEndpoints)));
}
