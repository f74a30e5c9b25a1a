/**
 * What `tests/browser/layout-widths.test.ts` measures in the page at one viewport width. Runs in the
 * browser through `page.evaluate`, so it is one self-contained function: no imports, no outer names.
 */

export type LayoutFinding =
  | { kind: 'scroll'; scrollWidth: number; clientWidth: number }
  | { kind: 'element'; element: string; left: number; right: number }
  | { kind: 'text'; element: string; text: string; left: number; right: number }
  | { kind: 'spill'; element: string; text: string; by: number }
  | { kind: 'image'; element: string; src: string; natural: string; rendered: string; fit: string; detail: string };

/**
 * The findings at the current width:
 * - the document scrolls sideways;
 * - an element reaches past the viewport's left or right edge, unless a scrolling or clipping box
 *   that itself lies within the viewport holds it (a carousel's track, a decoration cut by its card);
 * - a line of text reaches past the viewport or is cut by a clipping box it partly overlaps (text
 *   wholly outside that box, like a carousel's hidden slide, is not shown at all and counts as fine);
 * - a word spills out of the box it is set in (into the next column, over a neighbour), even where
 *   the viewport still holds it;
 * - a loaded image is drawn out of its proportions.
 *
 * What "drawn in its proportions" means depends on `object-fit`. With `fill` (the default) the
 * picture is stretched to the box, so the box must have the picture's ratio (±`tolerance`). `contain`
 * and `scale-down` always draw the whole picture at its ratio (the rest of the box stays empty), so
 * there is nothing to distort. `cover` never distorts either, but it cuts the picture to the box's
 * shape; the honest check there is how much it cuts: at least `minCoverShare` of the picture must
 * remain visible along the cut side. `none` draws it unscaled and cuts what the box cannot hold.
 */
export function probeLayout({ tolerance, minCoverShare }: { tolerance: number; minCoverShare: number }): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  const slack = 0.5;
  if (root.scrollWidth > width) findings.push({ kind: 'scroll', scrollWidth: root.scrollWidth, clientWidth: width });

  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
      parts.unshift(`${node.localName}${node.id ? `#${node.id}` : ''}${classes.join('')}`);
    }
    return parts.join(' > ');
  };
  const outside = (rect: DOMRect) => rect.right > width + slack || rect.left < -slack;
  const within = (rect: DOMRect) => rect.left >= -slack && rect.right <= width + slack;
  // Each element's style is read many times (once per text inside it); the layout does not change meanwhile.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    const style = styles.get(element) ?? getComputedStyle(element);
    styles.set(element, style);
    return style;
  };
  /** The nearest ancestor that scrolls or clips sideways, and whether it scrolls. */
  const clipperOf = (node: Node): { box: Element; scrolls: boolean } | undefined => {
    for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
      const overflow = styleOf(element).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return { box: element, scrolls: true };
      if (overflow === 'hidden' || overflow === 'clip') return { box: element, scrolls: false };
    }
    return undefined;
  };
  // The skip link and the visually hidden labels: a 1 px clipped box, there for screen readers.
  const hiddenForEyes = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1) return true;
      if (styleOf(node).clipPath !== 'none') return true;
    }
    return false;
  };
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });

  // Elements: report the outermost one of each overflow, not every descendant of a too-wide box.
  const reported = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, noscript, template')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || !outside(rect) || !shown(element)) continue;
    if (element.parentElement && reported.has(element.parentElement)) {
      reported.add(element);
      continue;
    }
    const clipper = clipperOf(element);
    if (clipper && within(clipper.box.getBoundingClientRect())) continue;
    if (hiddenForEyes(element)) continue;
    reported.add(element);
    findings.push({ kind: 'element', element: describe(element), left: Math.round(rect.left), right: Math.round(rect.right) });
  }

  const px = (value: string) => Number.parseFloat(value) || 0;
  // Text: each text node's lines.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template, svg')) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width <= 1 || !shown(parent)) continue;
    const clipper = clipperOf(node);
    const box = clipper?.box.getBoundingClientRect();
    // A label cut short on purpose ends in an ellipsis.
    const truncated = clipper && styleOf(clipper.box).textOverflow === 'ellipsis';
    const cut =
      box &&
      !clipper?.scrolls &&
      !truncated &&
      rect.right > box.left &&
      rect.left < box.right &&
      (rect.right > box.right + slack || rect.left < box.left - slack);
    const past = outside(rect) && !(box && within(box));
    if ((cut || past) && !hiddenForEyes(parent)) {
      findings.push({
        kind: 'text',
        element: describe(parent),
        text: node.textContent.trim().slice(0, 60),
        left: Math.round(rect.left),
        right: Math.round(rect.right),
      });
      continue;
    }
    // Text in a box that scrolls sideways may run past anything inside it (a table, a row of tabs),
    // and text wholly outside a clipping box (a carousel's other slides) is not shown at all.
    if (clipper?.scrolls || (box && (rect.right <= box.left || rect.left >= box.right))) continue;
    // The innermost box the text spills out of: a box sized by its content (an inline-block link,
    // an auto grid track) grows with the word, so every ancestor up to the first one positioned on
    // its own (a badge, a tooltip) or clipping is compared.
    for (let holder: Element | null = parent; holder && holder !== document.body; holder = holder.parentElement) {
      const style = styleOf(holder);
      if (style.overflowX !== 'visible') break;
      if (style.display !== 'inline' && style.display !== 'contents' && style.textOverflow !== 'ellipsis') {
        const outer = holder.getBoundingClientRect();
        const left = outer.left + px(style.borderLeftWidth) + px(style.paddingLeft);
        const right = outer.right - px(style.borderRightWidth) - px(style.paddingRight);
        const by = Math.max(rect.right - right, left - rect.left);
        if (by > 1) {
          if (!hiddenForEyes(parent)) {
            findings.push({ kind: 'spill', element: describe(holder), text: node.textContent.trim().slice(0, 60), by: Math.round(by) });
          }
          break;
        }
      }
      if (style.position === 'absolute' || style.position === 'fixed') break;
    }
  }

  for (const image of document.images) {
    if (!image.complete || !image.naturalWidth || !image.naturalHeight || !shown(image)) continue;
    const rect = image.getBoundingClientRect();
    const style = getComputedStyle(image);
    const boxWidth = rect.width - px(style.borderLeftWidth) - px(style.borderRightWidth) - px(style.paddingLeft) - px(style.paddingRight);
    const boxHeight = rect.height - px(style.borderTopWidth) - px(style.borderBottomWidth) - px(style.paddingTop) - px(style.paddingBottom);
    if (boxWidth < 2 || boxHeight < 2) continue;
    const natural = image.naturalWidth / image.naturalHeight;
    const drawn = boxWidth / boxHeight;
    const fit = style.objectFit;
    let detail = '';
    if (fit === 'fill' && Math.abs(drawn / natural - 1) > tolerance) {
      detail = `stretched: box ratio ${drawn.toFixed(3)}, picture ${natural.toFixed(3)}`;
    } else if (fit === 'cover' && Math.min(drawn / natural, natural / drawn) < minCoverShare) {
      detail = `cropped to ${Math.round(100 * Math.min(drawn / natural, natural / drawn))} % along one side`;
    } else if (fit === 'none' && (image.naturalWidth > boxWidth + 1 || image.naturalHeight > boxHeight + 1)) {
      detail = 'cropped: drawn unscaled in a smaller box';
    } else {
      // A raster drawn wider than its pixels (issue 36: a phone picture stretched over a tablet). The
      // pipeline names each file by its pixel width (`…-960.<hash>.avif`); the browser's naturalWidth
      // is already divided by the density it chose, so the file's own width is read from its name.
      const source = image.currentSrc || image.src;
      const raster = !/\.svg(?:$|[?#])|^data:image\/svg/.test(source);
      const filePixels = Number(/-(\d+)\.[0-9a-f]{8}\.(?:avif|webp|png|jpe?g)$/.exec(source)?.[1] ?? image.naturalWidth);
      // The issue's measure: drawn no wider than the file's own pixels (on a 2x screen the browser takes the
      // larger file, and this still fails when even that is narrower than the picture is drawn).
      if (raster && boxWidth > filePixels * (1 + tolerance)) detail = `upscaled: drawn ${Math.round(boxWidth)} px wide from a file of ${filePixels}`;
    }
    if (!detail) continue;
    findings.push({
      kind: 'image',
      element: describe(image),
      src: (image.currentSrc || image.src).split('/').pop() ?? '',
      natural: `${image.naturalWidth}×${image.naturalHeight}`,
      rendered: `${Math.round(boxWidth)}×${Math.round(boxHeight)}`,
      fit,
      detail,
    });
  }
  return findings;
}
