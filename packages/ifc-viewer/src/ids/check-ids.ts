import type { IfcAPI } from 'web-ifc';
import { evaluateFacet } from './facets/evaluate.ts';
import { passes } from './facets/outcome.ts';
import type { IdsCardinality, IdsDocument, IdsSpecification } from './ids-document.ts';
import type { IdsReason } from './ids-reason.ts';
import { matchesName } from './match-value.ts';
import { ModelIndex } from './model-index.ts';

export interface IdsFailure {
  expressID: number;
  globalId: string;
  /** In the schema's spelling: IfcWall. */
  ifcClass: string;
  name: string;
  reason: IdsReason;
}

export interface IdsSpecificationResult {
  name: string;
  description?: string;
  instructions?: string;
  identifier?: string;
  status: 'pass' | 'fail';
  /** How the specification counts its applicable elements. */
  cardinality: IdsCardinality;
  /** Elements matching the applicability. */
  applicable: number;
  /** Applicable elements meeting every requirement. */
  passed: number;
  /** Applicable elements failing at least one requirement (or any, for a prohibited specification). */
  failed: number;
  /** One entry per element and failed requirement. */
  failures: IdsFailure[];
  /** Why the specification fails as a whole: too few or too many applicable elements. */
  reason?: IdsReason;
}

export interface IdsReport {
  specifications: IdsSpecificationResult[];
}

export interface CheckIdsOptions {
  onProgress?(done: number, total: number): void;
  /** Checked between elements; an aborted check throws the signal's reason. */
  signal?: AbortSignal;
}

const cardinalityOf = (spec: IdsSpecification): IdsCardinality =>
  spec.maxOccurs === 0 ? 'prohibited' : spec.minOccurs === 0 ? 'optional' : 'required';

/**
 * Where to start looking: an entity facet names classes, whose instances web-ifc lists directly; without
 * one, the objects the first facet can apply to at all (those with properties, materials …).
 */
function candidates(index: ModelIndex, spec: IdsSpecification): number[] {
  const entity = spec.applicability.find((facet) => facet.facet === 'entity');
  let ids: number[];
  if (entity) ids = index.idsOfClasses((name) => matchesName(entity.name, name));
  else
    switch (spec.applicability[0]?.facet) {
      case 'property':
        ids = index.objectsWithProperties();
        break;
      case 'classification':
        ids = index.objectsWithClassifications();
        break;
      case 'material':
        ids = index.objectsWithMaterials();
        break;
      case 'partOf':
        ids = [...index.parents.keys()];
        break;
      default:
        ids = index.allIds();
    }
  return ids.sort((a, b) => a - b);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Checks an open model against an IDS: for each specification, the elements its applicability selects,
 * each against every requirement with its cardinality, and the number of applicable elements against
 * the specification's minOccurs and maxOccurs. Relationships are indexed once per call and shared by
 * all specifications.
 */
export function checkIds(api: IfcAPI, modelID: number, ids: IdsDocument, options: CheckIdsOptions = {}): IdsReport {
  const { onProgress, signal } = options;
  signal?.throwIfAborted();
  const index = new ModelIndex(api, modelID);
  const applicableBySpec = ids.specifications.map((spec) => {
    signal?.throwIfAborted();
    const found = candidates(index, spec);
    index.prefetch(found);
    return found.filter((id) => spec.applicability.every((facet) => evaluateFacet(facet, index, id).satisfied));
  });
  const total = applicableBySpec.reduce((sum, list) => sum + list.length, 0);
  let done = 0;
  onProgress?.(0, total);

  const specifications = ids.specifications.map((spec, specIndex): IdsSpecificationResult => {
    const applicable = applicableBySpec[specIndex]!;
    const cardinality = cardinalityOf(spec);
    const failures: IdsFailure[] = [];
    let failed = 0;
    for (const id of applicable) {
      if (done % 128 === 0) signal?.throwIfAborted();
      const line = index.line(id);
      const failure = (reason: IdsReason): IdsFailure => ({
        expressID: id,
        globalId: text(line?.GlobalId?.value),
        ifcClass: index.schemaClass(id),
        name: text(line?.Name?.value),
        reason,
      });
      const before = failures.length;
      if (cardinality === 'prohibited') failures.push(failure({ facet: 'specification', problem: 'prohibited' }));
      else
        for (const requirement of spec.requirements) {
          const outcome = evaluateFacet(requirement, index, id);
          if (passes(outcome, requirement.cardinality)) continue;
          const problem = requirement.cardinality === 'prohibited' ? 'prohibited' : (outcome.problem ?? 'value');
          failures.push(failure({ facet: requirement.facet, problem, cardinality: requirement.cardinality, requirement, found: outcome.found }));
        }
      if (failures.length > before) failed++;
      done++;
      if (done % 256 === 0) onProgress?.(done, total);
    }
    let reason: IdsReason | undefined;
    if (applicable.length < spec.minOccurs)
      reason = { facet: 'specification', problem: 'too-few', minOccurs: spec.minOccurs, found: applicable.length };
    else if (spec.maxOccurs !== 'unbounded' && applicable.length > spec.maxOccurs)
      reason = { facet: 'specification', problem: 'too-many', maxOccurs: spec.maxOccurs, found: applicable.length };
    return {
      name: spec.name,
      ...(spec.description !== undefined && { description: spec.description }),
      ...(spec.instructions !== undefined && { instructions: spec.instructions }),
      ...(spec.identifier !== undefined && { identifier: spec.identifier }),
      status: failed || reason ? 'fail' : 'pass',
      cardinality,
      applicable: applicable.length,
      passed: applicable.length - failed,
      failed,
      failures,
      ...(reason && { reason }),
    };
  });
  onProgress?.(total, total);
  return { specifications };
}
