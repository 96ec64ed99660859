import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { literalTextRule } from './literalText.mjs';

// RuleTester drives the test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: 2024,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('freightkit/literal-text', literalTextRule, {
  valid: [
    // Texts from the catalog, values, numbers and punctuation between them.
    "const a = <p>{t('tenders.list')}</p>;",
    "const a = <Button aria-label={t('kit.close')}>{count} · {total}</Button>;",
    'const a = <span>{number} / {pages} – ( ) : …</span>;',
    // Attributes nobody reads, and single letters (units and separators are catalog texts in sentences).
    'const a = <div className="row wide" data-testid="tender-card" id="main" role="region">x</div>;',
    'const a = <Icon name="chevronDown" label={t(\'kit.more\')} />;',
  ],
  invalid: [
    { code: 'const a = <p>Loading tenders</p>;', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Try again'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`${n} tenders`}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close dialog" />;', errors: [{ messageId: 'attribute' }] },
    { code: "const a = <input placeholder={'Shipment #'} />;", errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <TextField label="Rate you would take" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <img alt="Proof of delivery" />;', errors: [{ messageId: 'attribute' }] },
    // Any script: a French or Spanish word written in place is as wrong as an English one.
    { code: 'const a = <p>Expédition</p>;', errors: [{ messageId: 'text' }] },
  ],
});
