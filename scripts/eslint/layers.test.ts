import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { layersRule } from './layers.mjs';

// RuleTester drives the test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const root = '/repo';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const at = (file: string, code: string) => ({ code, filename: `${root}/${file}`, options: [{ root }] });

tester.run('freightkit/layers', layersRule, {
  valid: [
    // The arrows as ARCHITECTURE.md draws them.
    at('packages/api/src/contract/x.ts', "import { P } from '@freightkit/domain';"),
    at('packages/ui/src/Card/Card.tsx', "import { tone } from '@freightkit/domain';"),
    at(
      'apps/portal/src/areas/a/A.tsx',
      "import { Card } from '@freightkit/ui'; import { contract } from '@freightkit/api';",
    ),
    at(
      'apps/tms-sandbox/src/app.ts',
      "import { contract } from '@freightkit/api'; import { P } from '@freightkit/domain';",
    ),
    // Public subpath entries, and relative imports inside one package.
    at('apps/portal/src/app/Root.tsx', "import '@freightkit/ui/themes/carrier';"),
    at('packages/ui/src/Card/Card.tsx', "import { vars } from '../theme/contract.css.ts';"),
    // Journeys and scripts may drive the apps.
    at('tests/support/shell.ts', "import { personas } from '../../apps/tms-sandbox/src/personas.ts';"),
    // So may a package's benchmark, which never ships.
    at(
      'packages/ui/bench/viewer.bench.ts',
      "import { contentSecurityPolicy } from '../../../apps/tms-sandbox/src/http/security.ts';",
    ),
    // Files outside the layers and libraries a layer may use.
    at('packages/ui/src/Card/Card.tsx', "import { useState } from 'react';"),
  ],
  invalid: [
    {
      ...at('packages/domain/src/x.ts', "import { Card } from '@freightkit/ui';"),
      errors: [{ messageId: 'wrongWay', data: { layer: 'domain', target: '@freightkit/ui' } }],
    },
    {
      ...at('packages/ui/src/Card/Card.tsx', "import { contract } from '@freightkit/api';"),
      errors: [{ messageId: 'wrongWay', data: { layer: 'ui', target: '@freightkit/api' } }],
    },
    {
      ...at('packages/api/src/x.ts', "export { Card } from '@freightkit/ui';"),
      errors: [{ messageId: 'wrongWay', data: { layer: 'api', target: '@freightkit/ui' } }],
    },
    {
      ...at('apps/tms-sandbox/src/x.ts', "const ui = await import('@freightkit/ui');"),
      errors: [{ messageId: 'wrongWay', data: { layer: 'tms-sandbox', target: '@freightkit/ui' } }],
    },
    {
      ...at('packages/domain/src/x.ts', "import { useState } from 'react';"),
      errors: [{ messageId: 'forbiddenLibrary', data: { layer: 'domain', target: 'react' } }],
    },
    {
      ...at('packages/ui/src/x.tsx', "import { Link } from 'react-router-dom';"),
      errors: [{ messageId: 'forbiddenLibrary', data: { layer: 'ui', target: 'react-router-dom' } }],
    },
    {
      ...at('packages/ui/src/x.tsx', "import { useQuery } from '@tanstack/react-query';"),
      errors: [{ messageId: 'forbiddenLibrary', data: { layer: 'ui', target: '@tanstack/react-query' } }],
    },
    {
      ...at('apps/tms-sandbox/src/x.ts', "import { createElement } from 'react';"),
      errors: [{ messageId: 'forbiddenLibrary', data: { layer: 'tms-sandbox', target: 'react' } }],
    },
    {
      // Reaching into another package's source by a relative path …
      ...at(
        'apps/portal/src/app/x.tsx',
        "import { I18nContext } from '../../../../packages/ui/src/i18n/I18nContext.tsx';",
      ),
      errors: [
        {
          messageId: 'reachesIn',
          data: { package: '@freightkit/ui', source: '../../../../packages/ui/src/i18n/I18nContext.tsx' },
        },
      ],
    },
    {
      // … or by a deep import of its source, even from outside the layers.
      ...at(
        'tests/journeys/x.spec.ts',
        "import { m } from '@freightkit/ui/src/shipmentMessages/shipmentMessages.ts';",
      ),
      errors: [
        {
          messageId: 'reachesIn',
          data: {
            package: '@freightkit/ui',
            source: '@freightkit/ui/src/shipmentMessages/shipmentMessages.ts',
          },
        },
      ],
    },
    {
      ...at(
        'tests/journeys/x.spec.ts',
        "import { m } from '../../packages/ui/src/NoteEditor/noteMessages.ts';",
      ),
      errors: [
        {
          messageId: 'reachesIn',
          data: { package: '@freightkit/ui', source: '../../packages/ui/src/NoteEditor/noteMessages.ts' },
        },
      ],
    },
    {
      // An app never imports another app.
      ...at('apps/portal/src/app/x.ts', "import { personas } from '../../../tms-sandbox/src/personas.ts';"),
      errors: [{ messageId: 'wrongWay', data: { layer: 'portal', target: 'apps/tms-sandbox' } }],
    },
    {
      // The kit's own code still may not: only its benchmarks.
      ...at(
        'packages/ui/src/x.ts',
        "import { contentSecurityPolicy } from '../../../apps/tms-sandbox/src/http/security.ts';",
      ),
      errors: [{ messageId: 'wrongWay', data: { layer: 'ui', target: 'apps/tms-sandbox' } }],
    },
  ],
});
