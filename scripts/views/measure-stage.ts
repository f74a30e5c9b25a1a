/**
 * Runs in the stage page (the renderer passes it to `page.evaluate`): the size of every text in the
 * view, the texts their box cuts off, and bar-shaped boxes without words (placeholders). A box that
 * draws a value (a Gantt bar, a legend swatch, a slider) says so with `data-datum` and is not counted.
 */
export function measureStage(): { minText: number; maxText: number; clipped: string[]; placeholders: string[] } {
  const stage = document.getElementById('stage')!;
  const sizes: number[] = [];
  const clipped: string[] = [];
  const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (!node.textContent?.trim() || element.closest('svg')) continue;
    sizes.push(Number.parseFloat(getComputedStyle(element).fontSize));
    // Text the stage itself cuts at its edge is a crop of the composition, not a cut label.
    const box = element.getBoundingClientRect();
    const inside = box.right <= stage.clientWidth && box.bottom <= stage.clientHeight;
    if (inside && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible')
      clipped.push(node.textContent.trim());
  }
  const placeholders: string[] = [];
  for (const element of stage.querySelectorAll<HTMLElement>('*')) {
    if (element.closest('svg') || element.closest('[data-datum]') || element.textContent?.trim() || element.querySelector('svg, img')) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
    if (filled && box.height >= 3 && box.height <= 16 && box.width >= 4 * box.height)
      placeholders.push(`${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  return { minText: Math.min(...sizes), maxText: Math.max(...sizes), clipped, placeholders };
}
