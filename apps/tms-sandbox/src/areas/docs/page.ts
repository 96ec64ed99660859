import { contract, type ContractArea, type Endpoint } from '@freightkit/api';
import { createTranslator, specMessages, type Capability } from '@freightkit/domain';
import { html } from 'hono/html';
import { devEndpointDocs } from '../../http/dev.ts';

/** Where the page's stylesheet is served: the CSP allows same-origin stylesheets only, no inline style. */
export const docsStylesheetPath = '/api/docs/docs.css';

const t = createTranslator('en-US', specMessages);

/** One row of the route table: what a reader of the docs needs to call an endpoint. */
export interface DocsRow {
  readonly method: Endpoint['method'];
  /** Absolute path with `{param}` placeholders, e.g. `/api/v2/shipments/{id}`. */
  readonly path: string;
  readonly access: Endpoint['access'];
  /** The domain capability a session call needs (ADR 016); none on public calls. */
  readonly capability: Capability | null;
  readonly summary: string;
}

/** A section of the page: a contract area, or the sandbox's development endpoints. */
export type DocsArea = ContractArea | 'development';

/**
 * The contract's route table, area by area in contract order, endpoints in declaration order; then,
 * where the sandbox serves them (`devEndpoints`), its development endpoints.
 */
export function docsSections(devEndpoints = false): { area: DocsArea; rows: DocsRow[] }[] {
  const development = {
    area: 'development' as const,
    rows: devEndpointDocs.map((row) => ({ ...row, access: 'public' as const, capability: null })),
  };
  const areas = (Object.keys(contract) as ContractArea[]).map((area) => ({
    area,
    rows: Object.values<Endpoint>(contract[area]).map((endpoint) => ({
      method: endpoint.method,
      path: `/${endpoint.path}`,
      access: endpoint.access,
      capability: endpoint.access === 'authenticated' ? endpoint.capability : null,
      summary: endpoint.summary,
    })),
  }));
  return devEndpoints ? [...areas, development] : areas;
}

/** A contract area's key made readable for a heading (`shipmentResources` → `Shipment resources`). */
function areaHeading(area: DocsArea): string {
  const words = area.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The API documentation page the user menu's 'API Documentation' links to: every endpoint of the
 * contract with method, path, whether it needs a session, and its summary. Generated from the same
 * contract the sandbox validates against, so it cannot drift from what the server answers; plus the
 * development endpoints (dev mailbox, driver link) where the sandbox serves them. Hono's
 * `html` escapes every interpolated value; the page has no script and no inline style (strict CSP).
 */
export async function docsPage(devEndpoints = false): Promise<string> {
  const title = t('userMenu.apiDocumentation');
  const sections = docsSections(devEndpoints);
  const count = sections.reduce((sum, section) => sum + section.rows.length, 0);
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · FreightKit</title>
        <link rel="stylesheet" href="${docsStylesheetPath}" />
        <!-- No icon to fetch: a sandbox without the portal has no favicon to answer with. -->
        <link rel="icon" href="data:," />
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>
            ${count} endpoints. Paths are as this sandbox serves them (another back end puts its base URL
            first); <code>{name}</code> is a path parameter. Calls marked “session” need the bearer token and
            the API-key header of a signed-in user whose account has the capability named beside it (otherwise
            the answer is 403).
          </p>
          <nav aria-label="Areas">
            <ul>
              ${sections.map((s) => html`<li><a href="#${s.area}">${areaHeading(s.area)}</a></li>`)}
            </ul>
          </nav>
          ${sections.map(
            (s) =>
              html`<section aria-labelledby="${s.area}">
                <h2 id="${s.area}">${areaHeading(s.area)}</h2>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Method</th>
                      <th scope="col">Path</th>
                      <th scope="col">Access</th>
                      <th scope="col">Summary</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${s.rows.map(
                      (row) =>
                        html`<tr>
                          <td>
                            <span class="method method-${row.method.toLowerCase()}">${row.method}</span>
                          </td>
                          <td><code>${row.path}</code></td>
                          <td>
                            ${
                              row.capability === null
                                ? 'public'
                                : html`session: <code>${row.capability}</code>`
                            }
                          </td>
                          <td>${row.summary}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>
              </section>`,
          )}
        </main>
      </body>
    </html>`;
  return (await page).toString();
}
