import type { Resources } from '../../../shared/i18n/keys.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon, type IconName } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import type { ScreenProps } from '../../types.ts';
import { PlanCanvas, placeOn } from './PlanCanvas.tsx';
import { layers, measure, sheet } from './plans-data.ts';
import styles from './Viewer.module.css';

type Copy = Resources['viewPanelsPlans'];

/** The north-east of the floor, zoomed in as a reader works in it; the phone shows less of it, as large. */
const desktopView = [10.95, -2.95, 19.63, 16.74] as const;
const desktopScale = 21.8;
const phoneView = [14.6, -2.8, 11.76, 11.2] as const;
const phoneScale = 25;

const tools: readonly { icon: IconName; active?: true }[] = [
  { icon: 'pointer' },
  { icon: 'ruler', active: true },
  { icon: 'pen' },
  { icon: 'comment' },
  { icon: 'compare' },
  { icon: 'download' },
];

/** The 2D viewer with a DWG plan open: its layers, a measurement between two axes, scale and zoom. */
export function Viewer({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const length = `${decimal(measure.length, lang)} m`;
  const measured = (view: readonly [number, number, number, number], scale: number) => {
    const from = placeOn(view, scale, measure.from[0], measure.from[1]);
    const to = placeOn(view, scale, measure.to[0], measure.to[1]);
    return (
      <>
        <span className={styles.measure} style={{ left: from.left, top: from.top, width: to.left - from.left }} />
        <span className={styles.length} style={{ left: (from.left + to.left) / 2, top: from.top }}>
          {length}
        </span>
      </>
    );
  };
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="plans" title={copy.sheet.title} subtitle={`${sheet.number} · ${copy.sheet.index}`} detail>
        <div className={styles.phonePlan}>
          <PlanCanvas lang={lang} roomNames={copy.rooms} view={phoneView} scale={phoneScale}>
            {measured(phoneView, phoneScale)}
          </PlanCanvas>
        </div>
        <p className={styles.phoneMeasure}>
          <Icon name="ruler" size={16} />
          <span>
            <strong>{length}</strong> {copy.viewer.between}
          </span>
        </p>
        <div className={styles.phoneTools}>
          {(['measure', 'layers', 'markup', 'compare'] as const).map((tool, index) => (
            <span key={tool} className={styles.phoneTool} data-active={index === 0 || undefined}>
              <Icon name={(['ruler', 'layers', 'pen', 'compare'] as const)[index]!} size={18} />
              {copy.viewer.tools[tool]}
            </span>
          ))}
        </div>
      </PhoneApp>
    );
  return (
    <Panel
      icon="plans"
      path={[kit.nav.plans, copy.sheet.discipline, copy.sheet.title]}
      actions={
        <>
          <span className={styles.format}>DWG</span>
          <span className={styles.index}>{copy.sheet.index}</span>
          <Status tone="released">{copy.sheet.status}</Status>
        </>
      }
    >
      <div className={styles.layout}>
        <div className={styles.tools}>
          {tools.map(({ icon, active }) => (
            <span key={icon} data-active={active}>
              <Icon name={icon} size={16} />
            </span>
          ))}
        </div>
        <div className={styles.stage}>
          <PlanCanvas lang={lang} roomNames={copy.rooms} view={desktopView} scale={desktopScale}>
            {measured(desktopView, desktopScale)}
          </PlanCanvas>
          <div className={styles.footer}>
            <span className={styles.file}>{sheet.file}</span>
            <span className={styles.zoom}>
              <Icon name="minus" size={12} />
              {copy.viewer.zoom}
              <Icon name="plus" size={12} />
            </span>
          </div>
        </div>
        <aside className={styles.layers}>
          <h3>
            {copy.viewer.layers}
            <span>
              {layers.filter((layer) => layer.visible).length}/{layers.length}
            </span>
          </h3>
          <ul>
            {layers.map((layer) => (
              <li key={layer.id} data-hidden={!layer.visible || undefined}>
                <Icon name={layer.visible ? 'eye' : 'eyeOff'} size={14} />
                <span className={styles.swatch} style={{ background: layer.colour }} />
                <span className={styles.layer}>{copy.viewer.layerNames[layer.id as keyof Copy['viewer']['layerNames']]}</span>
              </li>
            ))}
          </ul>
          <p className={styles.scale}>{copy.viewer.scale}</p>
        </aside>
      </div>
    </Panel>
  );
}
