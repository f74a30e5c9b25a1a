/**
 * Lifts `content-visibility: auto` from the parts marked `[data-render-later]` (see global.css), one
 * part per task, top to bottom, and resolves when none is left. Lifting them all at once lays out
 * the rest of a long page in one task of 30 ms or more on a phone; one part at a time stays short,
 * and input between the parts is handled in between. The bands inside them keep their own
 * `content-visibility: auto` (Band.module.css) and are laid out when the visitor comes near. It
 * resolves once the browser has drawn the result, so the parts near the viewport have their size.
 */
export async function layOutLater(): Promise<void> {
  for (;;) {
    const next = document.querySelector('[data-render-later]:not([data-laid-out])');
    if (!next) return afterTwoFrames();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    next.setAttribute('data-laid-out', '');
    // Reading a size lays the part out now, in this task, instead of with all the others in the next frame.
    next.getBoundingClientRect();
  }
}

// Chromium settles which `content-visibility: auto` parts are near the viewport in one frame and lays
// them out in the next.
function afterTwoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
