import { useId } from 'react';
import type { Axis, Projection } from '../scene/viewer-scene.ts';
import { viewerButton } from './button-class.ts';
import { FileButton } from './FileButton.tsx';
import { ToolIcon } from './ToolIcon.tsx';
import styles from './Viewer.module.css';
import type { Section, Tool } from './view-tools.ts';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  /** The browser draws 3D: without it, the view's and the section's controls would do nothing. */
  drawing: boolean;
  tool: Tool;
  onTool: (tool: Tool) => void;
  onFit: () => void;
  projection: Projection;
  onProjection: (projection: Projection) => void;
  section: Section;
  onSection: (section: Section) => void;
  /** The sample project is open: the structure model and version 2 can be added to it. */
  sample: boolean;
  structureLoaded: boolean;
  onStructure: () => void;
  comparing: boolean;
  onCompare: () => void;
  onOpenSample: () => void;
  onOpenFile: (file: File) => void;
  busy: boolean;
}

const axes: Axis[] = ['x', 'y', 'z'];
const button = viewerButton;

/**
 * The viewer's controls above the view, in groups: the tool (a segmented control), the view, the section
 * plane, the models. One row from a 1024 px screen up: where the viewer is narrower, words give way to
 * their icons (each keeps its name for screen readers and as a tooltip), the less used ones first.
 */
export function ViewerToolbar(props: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const ids = { axis: useId(), position: useId() };
  const { section, onSection } = props;

  return (
    <div className={styles.toolbar}>
      {props.drawing && (
        <>
          <fieldset className={styles.segmented}>
            <legend className="visually-hidden">{t('toolbar.tool')}</legend>
            <button
              type="button"
              className={styles.segment}
              aria-pressed={props.tool === 'select'}
              title={t('toolbar.select')}
              onClick={() => props.onTool('select')}
            >
              <ToolIcon name="pointer" />
              <span className={styles.toolLabel}>{t('toolbar.select')}</span>
            </button>
            <button
              type="button"
              className={styles.segment}
              aria-pressed={props.tool === 'measure'}
              title={t('toolbar.measure')}
              onClick={() => props.onTool('measure')}
            >
              <ToolIcon name="ruler" />
              <span className={styles.toolLabel}>{t('toolbar.measure')}</span>
            </button>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className="visually-hidden">{t('toolbar.view')}</legend>
            <button type="button" className={button} title={t('toolbar.fit')} onClick={props.onFit}>
              <ToolIcon name="fit" />
              <span className={styles.iconLabel}>{t('toolbar.fit')}</span>
            </button>
            <button
              type="button"
              className={button}
              aria-pressed={props.projection === 'parallel'}
              title={t('toolbar.parallel')}
              onClick={() => props.onProjection(props.projection === 'parallel' ? 'perspective' : 'parallel')}
            >
              <ToolIcon name="parallel" />
              <span className={styles.iconLabel}>{t('toolbar.parallel')}</span>
            </button>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className="visually-hidden">{t('toolbar.section')}</legend>
            <label htmlFor={ids.axis} className={styles.controlLabel} title={t('toolbar.section')}>
              <ToolIcon name="section" />
              <span className={styles.iconLabel}>{t('toolbar.sectionAxis')}</span>
            </label>
            <span className={styles.selectBox}>
              <select
                id={ids.axis}
                className={styles.select}
                value={section.axis ?? ''}
                onChange={(event) => onSection({ ...section, axis: (event.target.value || undefined) as Axis | undefined })}
              >
                <option value="">{t('toolbar.sectionOff')}</option>
                {axes.map((axis) => (
                  <option key={axis} value={axis}>
                    {t(`toolbar.axis.${axis}`)}
                  </option>
                ))}
              </select>
            </span>
            <label htmlFor={ids.position} className={`${styles.controlLabel} ${styles.iconLabel}`}>
              {t('toolbar.sectionPosition')}
            </label>
            <input
              id={ids.position}
              type="range"
              min={0}
              max={100}
              step={1}
              value={Math.round(section.share * 100)}
              aria-valuetext={`${Math.round(section.share * 100)} %`}
              disabled={!section.axis}
              className={styles.range}
              onChange={(event) => onSection({ ...section, share: Number(event.target.value) / 100 })}
            />
          </fieldset>
        </>
      )}
      <fieldset className={`${styles.group} ${styles.models}`}>
        <legend className="visually-hidden">{t('toolbar.models')}</legend>
        {props.sample && (
          <>
            <button
              type="button"
              className={button}
              aria-pressed={props.structureLoaded}
              disabled={props.busy}
              title={t('toolbar.structure')}
              onClick={props.onStructure}
            >
              <ToolIcon name="layers" />
              <span className={styles.modelLabel}>{t('toolbar.structure')}</span>
            </button>
            <button
              type="button"
              className={button}
              aria-pressed={props.comparing}
              disabled={props.busy}
              title={t('toolbar.compare')}
              onClick={props.onCompare}
            >
              <ToolIcon name="compare" />
              <span className={styles.modelLabel}>{t('toolbar.compare')}</span>
            </button>
          </>
        )}
        {!props.sample && (
          <button type="button" className={button} disabled={props.busy} onClick={props.onOpenSample}>
            <ToolIcon name="cube" />
            {t('toolbar.openSample')}
          </button>
        )}
        <FileButton label={t('toolbar.openOwn')} className={button} labelClassName={styles.iconLabel} disabled={props.busy} onFile={props.onOpenFile}>
          <ToolIcon name="upload" />
        </FileButton>
      </fieldset>
    </div>
  );
}
