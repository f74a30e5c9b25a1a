import type { IdsFacet } from '../ids-document.ts';
import type { ModelIndex } from '../model-index.ts';
import { evaluateAttribute } from './attribute.ts';
import { evaluateClassification } from './classification.ts';
import { evaluateEntity } from './entity.ts';
import { evaluateMaterial } from './material.ts';
import type { FacetOutcome } from './outcome.ts';
import { evaluatePartOf } from './part-of.ts';
import { evaluateProperty } from './property.ts';

export function evaluateFacet(facet: IdsFacet, index: ModelIndex, id: number): FacetOutcome {
  switch (facet.facet) {
    case 'entity':
      return evaluateEntity(facet, index, id);
    case 'attribute':
      return evaluateAttribute(facet, index, id);
    case 'property':
      return evaluateProperty(facet, index, id);
    case 'classification':
      return evaluateClassification(facet, index, id);
    case 'material':
      return evaluateMaterial(facet, index, id);
    case 'partOf':
      return evaluatePartOf(facet, index, id);
  }
}
