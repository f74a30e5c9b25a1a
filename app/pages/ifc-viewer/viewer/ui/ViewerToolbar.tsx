import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { FileButton } from '../../try/FileButton.tsx';
import type { Axis } from '../scene/viewer-scene.ts';
import styles from './Viewer.module.css';
import type { Section, Tool } from './view-tools.ts';

interface Props {
  /** The browser draws 3D: without it, the view's and the section's controls would do nothing. */
  drawing: boolean;
  tool: Tool;
  onTool: (tool: Tool) => void;
  onFit: () => void;
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

/** The viewer's controls above the view, in groups: view, section plane, models. */
export function ViewerToolbar(props: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const ids = { axis: useId(), position: useId() };
  const { section, onSection } = props;

  return (
    <div className={styles.toolbar}>
      {props.drawing && (
        <>
          <fieldset className={styles.group}>
            <legend className="visually-hidden">{t('toolbar.view')}</legend>
            <button type="button" className={styles.button} onClick={props.onFit}>
              {t('toolbar.fit')}
            </button>
            <button
              type="button"
              className={styles.button}
              aria-pressed={props.tool === 'measure'}
              onClick={() => props.onTool(props.tool === 'measure' ? 'select' : 'measure')}
            >
              {t('toolbar.measure')}
            </button>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className="visually-hidden">{t('toolbar.section')}</legend>
            <label htmlFor={ids.axis}>{t('toolbar.sectionAxis')}</label>
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
            <label htmlFor={ids.position}>{t('toolbar.sectionPosition')}</label>
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
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{t('toolbar.models')}</legend>
        {props.sample && (
          <>
            <button type="button" className={styles.button} aria-pressed={props.structureLoaded} disabled={props.busy} onClick={props.onStructure}>
              {t('toolbar.structure')}
            </button>
            <button type="button" className={styles.button} aria-pressed={props.comparing} disabled={props.busy} onClick={props.onCompare}>
              {t('toolbar.compare')}
            </button>
          </>
        )}
        {!props.sample && (
          <button type="button" className={styles.button} disabled={props.busy} onClick={props.onOpenSample}>
            {t('toolbar.openSample')}
          </button>
        )}
        <FileButton label={t('toolbar.openOwn')} className={styles.button ?? ''} disabled={props.busy} onFile={props.onOpenFile} />
      </fieldset>
    </div>
  );
}
