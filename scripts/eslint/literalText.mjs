// @ts-check
// Every text a person reads lives in a catalog (issue 19, ADR 044): English is the spec's wording and
// Spanish and Canadian French translate it key by key. A word written straight into a component
// compiles, renders and passes every English test, and then shows in English to a Spanish or French
// user; only a rule catches it where it is written.

/**
 * Attributes whose string value a person reads or hears: shown (title, placeholder, alt) or announced
 * by a screen reader (the aria texts). `label`-like props of our kit components take catalog texts too.
 */
const readAttributes = new Set([
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'label',
  'description',
  'hint',
  'heading',
  'emptyTitle',
  'emptyBody',
]);

/** True when a text holds something to translate: a letter of any script (not only punctuation, digits or spaces). */
const hasWords = (/** @type {string} */ text) => /\p{L}{2,}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export const literalTextRule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from a message catalog, never written in a component.' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is written in the component: put it in the area’s messages.ts (all three locales) and show it with t().',
      attribute:
        '{{name}}="{{text}}" is written in the component: put it in the area’s messages.ts (all three locales) and pass t().',
    },
  },
  create(context) {
    /** @param {string} text */
    const excerpt = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    /**
     * Reports a JSX node (ESLint's own types know no JSX, hence the loose shape) whose text has words.
     * @param {unknown} node
     * @param {string | null} text
     * @param {'text' | 'attribute'} messageId
     * @param {string} [name]
     */
    const report = (node, text, messageId, name = '') => {
      if (text === null || !hasWords(text)) return;
      const at = /** @type {import('eslint').Rule.Node} */ (node);
      context.report({ node: at, messageId, data: { name, text: excerpt(text) } });
    };
    return {
      /** @param {unknown} node */
      JSXText(node) {
        report(node, /** @type {{ value: string }} */ (node).value, 'text');
      },
      // `{'Words'}` or a template literal as a child: the same text, only in braces.
      /** @param {unknown} node */
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        report(node, literalOf(/** @type {{ expression: Expression }} */ (node).expression), 'text');
      },
      /** @param {unknown} node */
      JSXAttribute(node) {
        const { name, value } =
          /** @type {{ name: { type: string, name: unknown }, value: Expression | null }} */ (node);
        if (name.type !== 'JSXIdentifier' || typeof name.name !== 'string') return;
        if (!readAttributes.has(name.name) || value === null) return;
        const text =
          value.type === 'JSXExpressionContainer' && value.expression
            ? literalOf(value.expression)
            : literalOf(value);
        report(node, text, 'attribute', name.name);
      },
    };
  },
};

/**
 * The loose shape of the expressions the rule reads: a string literal, a template literal, or a
 * `{...}` container holding one.
 * @typedef {{ type: string, value?: unknown, quasis?: { value: { cooked: string } }[], expression?: Expression }} Expression
 */

/**
 * The text of a string or template literal (its fixed parts joined), else `null`.
 * @param {Expression} expression
 * @returns {string | null}
 */
function literalOf(expression) {
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.quasis)
    return expression.quasis.map((q) => q.value.cooked).join(' ');
  return null;
}
