/**
 * Grey bars that stand where interface text would be: the mark of a wireframe, not of the product.
 * A drawing's rounded rectangle at most 10 units tall and at least three times as wide, filled
 * (itself or by its group) with one of the line greys or with the ink made faint, is such a bar.
 * A bar that draws a value (a progress bar, a share) says so with `data-datum` and is not one.
 */
const greys = new Set(['#d9d5cd', '#e6e3dc', '#e5e2dc', '#c9ccd1', '#eceae5', '#f5f3ef', '#ebe8e2', '#dcd8d0', '#e2dfd8', '#cfcac0']);

interface Inherited {
  fill?: string;
  opacity: number;
}

const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

function isBar(attributes: string, context: Inherited): boolean {
  if (/(?:^|\s)data-datum(?:=|\s|$)/.test(attributes)) return false;
  const width = Number(attribute(attributes, 'width'));
  const height = Number(attribute(attributes, 'height'));
  const rx = Number(attribute(attributes, 'rx') ?? attribute(attributes, 'ry') ?? 0);
  if (!(height > 0 && height <= 10 && width >= 3 * height && rx >= height / 3)) return false;
  const fill = (attribute(attributes, 'fill') ?? context.fill ?? '#000').toLowerCase();
  const opacity = Number(attribute(attributes, 'opacity') ?? attribute(attributes, 'fill-opacity') ?? 1) * context.opacity;
  return greys.has(fill) || (fill !== 'none' && opacity < 1);
}

/** Where the drawing has placeholder bars: "x,y w×h" of each, in document order. */
export function findPlaceholderBars(svg: string): string[] {
  const bars: string[] = [];
  const barIds = new Set<string>();
  const stack: Inherited[] = [{ opacity: 1 }];
  let inDefs = 0;
  for (const [, closing, name, attributes = '', selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const context = stack.at(-1)!;
    if (closing) {
      if (name === 'defs') inDefs -= 1;
      if (name === 'g' || name === 'defs' || name === 'svg') stack.pop();
      continue;
    }
    if (name === 'defs') inDefs += 1;
    if (name === 'g' || name === 'defs' || name === 'svg') {
      if (!selfClosing)
        stack.push({
          fill: attribute(attributes, 'fill') ?? context.fill,
          opacity: context.opacity * Number(attribute(attributes, 'opacity') ?? 1),
        });
      continue;
    }
    const where = `${attribute(attributes, 'x') ?? 0},${attribute(attributes, 'y') ?? 0}`;
    if (name === 'rect' && isBar(attributes, context)) {
      const id = attribute(attributes, 'id');
      if (inDefs > 0 && id) barIds.add(id);
      else if (inDefs === 0) bars.push(`${where} ${attribute(attributes, 'width')}×${attribute(attributes, 'height')}`);
    }
    if (name === 'use') {
      const href = (attribute(attributes, 'href') ?? attribute(attributes, 'xlink:href') ?? '').replace(/^#/, '');
      if (barIds.has(href)) bars.push(`${where} #${href}`);
    }
  }
  return bars;
}
