import { type KeyboardEvent, type PointerEvent, type Ref, useId, useRef } from 'react';
import type { ElementChange } from '../model/compare-models.ts';
import type { ViewerScene } from '../scene/viewer-scene.ts';
import type { Comparison } from '../view/tree-state.ts';
import styles from './Viewer.module.css';
import { ViewHelp } from './ViewHelp.tsx';
import type { Tool } from './view-tools.ts';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  ref: Ref<HTMLCanvasElement>;
  scene: ViewerScene | undefined;
  tool: Tool;
  onPick: (at: { x: number; y: number } | 'centre') => void;
  /** Without WebGL there is nothing to show; the canvas stays in the page for the engine's sake. */
  hidden: boolean;
  /** While two versions are compared, the view says what its colours mean. */
  comparison?: Comparison;
}

const kinds: ElementChange['kind'][] = ['added', 'removed', 'changed'];

const step = Math.PI / 24;

/**
 * The 3D view. With the mouse or a finger: drag to orbit, right-drag or two fingers to pan, wheel or
 * pinch to zoom, click or tap to pick. With the keyboard, once focused: arrows orbit, Shift+arrows pan,
 * + and − zoom, F fits, and Enter picks what the crosshair in the middle points at. That help is a
 * popover in the view's corner; a comparison's legend sits in the other.
 */
export function ViewCanvas({ ref, scene, tool, onPick, hidden, comparison }: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const helpId = useId();
  const down = useRef<{ x: number; y: number }>(undefined);

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!scene) return;
    const pan = event.shiftKey;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => (pan ? scene.pan(-0.05, 0) : scene.orbit(-step, 0)),
      ArrowRight: () => (pan ? scene.pan(0.05, 0) : scene.orbit(step, 0)),
      ArrowUp: () => (pan ? scene.pan(0, 0.05) : scene.orbit(0, -step)),
      ArrowDown: () => (pan ? scene.pan(0, -0.05) : scene.orbit(0, step)),
      '+': () => scene.zoom(0.85),
      '=': () => scene.zoom(0.85),
      '-': () => scene.zoom(1 / 0.85),
      f: () => scene.fit(),
      F: () => scene.fit(),
      Enter: () => onPick('centre'),
      ' ': () => onPick('centre'),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    down.current = { x: event.clientX, y: event.clientY };
  };
  // A click is a press and release in about the same place; a drag orbits instead.
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = down.current;
    down.current = undefined;
    if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) < 6) onPick({ x: event.clientX, y: event.clientY });
  };

  return (
    <div className={styles.stage} data-tool={tool} hidden={hidden}>
      <div className={styles.frame}>
        {/* An application: screen readers pass the arrow keys, + and Enter through to the view. */}
        {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the canvas is a custom widget with keys of its own */}
        <canvas
          ref={ref}
          className={styles.canvas}
          tabIndex={0}
          role="application"
          aria-roledescription={t('view.roleDescription')}
          aria-label={t('view.label')}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        />
        <span className={styles.crosshair} aria-hidden="true" />
        <ViewHelp id={helpId} text={t(tool === 'measure' ? 'view.helpMeasure' : 'view.help')} />
        {comparison && (
          <ul className={styles.legend} aria-label={t('changes.legend')}>
            {kinds.map((kind) => (
              <li key={kind}>
                <span className={styles.swatch} data-kind={kind} aria-hidden="true" />
                {t(`changes.${kind}`, { count: comparison.changes.filter((change) => change.kind === kind).length })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
