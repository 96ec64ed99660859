// @ts-check
// FreightKit's own lint rules as one ESLint plugin: the layer arrows (ADR 020) and text in catalogs (ADR 044).
import { layersRule } from './layers.mjs';
import { literalTextRule } from './literalText.mjs';

export default {
  meta: { name: 'freightkit' },
  rules: { layers: layersRule, 'literal-text': literalTextRule },
};
