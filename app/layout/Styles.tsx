/**
 * The CSS of the page the visitor arrived on: the shared CSS and that page's own, written into the
 * page by the build (scripts/inline-css.ts) so that the first paint waits for no request. React
 * leaves the content it finds in place: the element's props never change.
 */
export function InlinedStyles() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which keeps React away from the CSS the build writes in
  return <style data-site-css="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
