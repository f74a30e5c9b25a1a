/*
 * The fields that come in a page's HTML are uncontrolled: React renders their starting value and
 * never writes it again. A controlled field (`value` from state that starts empty) lost what the visitor
 * put in before the form's script ran (typed, autofilled, or restored by the browser on back
 * navigation): React 19 keeps such a value when it hydrates, but its state still holds the empty
 * start, and the form's next render, at the first keystroke or check, wrote that back into every
 * field. So the DOM holds the values, and code reads them from it when it needs them. (Fields only
 * the script renders, the IFC viewer's and the consent settings', are never hydrated.)
 */

/** The text each named field of `form` holds now ('' for one it lacks, or a file). */
export function readFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<Name, string>;
}
