import type { PropertyChange } from './apply-changes.ts';
import { type PlainValue, type PropertyType, parseValue, type ValueProblem } from './property-types.ts';

/** A property the author chose in step 2, with what they typed for it in step 3. */
export interface ChosenProperty {
  set: string;
  property: string;
  type: PropertyType;
  /** The set lacks it: the ticket adds it. */
  added: boolean;
  /** As typed; truth values as `true`/`false`, enumerations as the option. */
  input: string;
}

export const chosenKey = (chosen: Pick<ChosenProperty, 'set' | 'property'>) => `${chosen.set}.${chosen.property}`;

/** What a field shows first: the value the elements share now, written as the visitor would type it. */
export function initialInput(type: PropertyType, values: readonly (PlainValue | undefined)[], decimalComma: boolean): string {
  const [value] = values;
  if (values.length !== 1 || value === undefined) return '';
  if (type.kind === 'boolean') return String(value === true);
  if (typeof value === 'number') return decimalComma ? String(value).replace('.', ',') : String(value);
  return String(value);
}

/** Step 3's fields read as their types: the ticket's changes, or each wrong field's problem by its key. */
export function readChosen(chosen: readonly ChosenProperty[]): { changes: PropertyChange[]; problems: Map<string, ValueProblem> } {
  const changes: PropertyChange[] = [];
  const problems = new Map<string, ValueProblem>();
  for (const item of chosen) {
    const parsed = parseValue(item.type, item.input);
    if (parsed.ok) changes.push({ set: item.set, property: item.property, type: item.type, value: parsed.value });
    else problems.set(chosenKey(item), parsed.problem);
  }
  return { changes, problems };
}
