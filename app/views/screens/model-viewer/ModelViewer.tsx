import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Button } from '../../kit/Button.tsx';
import { decimal } from '../../kit/formats.ts';
import { Icon, type IconName } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { ScreenProps } from '../../types.ts';
import { ModelFrame } from './ModelFrame.tsx';
import styles from './ModelViewer.module.css';
import {
  architectureStoreys,
  type Fact,
  listedWindows,
  mergedStoreys,
  openModels,
  openStorey,
  openStoreyClasses,
  projectName,
  sectionHeight,
  selectedWindow,
} from './model-viewer-data.ts';

type Copy = Resources['viewModel'];
type Tool = keyof Copy['tools'];

const tools: readonly { id: Tool; icon: IconName }[] = [
  { id: 'select', icon: 'pointer' },
  { id: 'section', icon: 'section' },
  { id: 'measure', icon: 'ruler' },
  { id: 'compare', icon: 'compare' },
];

function factValue(fact: Fact, lang: Lang, copy: Copy): string {
  if (typeof fact.value === 'boolean') return fact.value ? copy.properties.yes : copy.properties.no;
  if (typeof fact.value === 'number') return fact.unit ? `${decimal(fact.value, lang)} ${fact.unit}` : decimal(fact.value, lang);
  return fact.value;
}

/** The viewer's tools as one segmented control; `labels` names only the active one (the phone's narrow bar). */
function ToolBar({ copy, active, labels }: { copy: Copy; active: Tool; labels: 'all' | 'active' }) {
  return (
    <span className={styles.tools}>
      {tools.map((tool) => (
        <span key={tool.id} className={tool.id === active ? styles.toolActive : styles.tool}>
          <Icon name={tool.icon} size={14} />
          {(labels === 'all' || tool.id === active) && copy.tools[tool.id]}
        </span>
      ))}
    </span>
  );
}

/** The IFC viewer in the app: model tree, the 3D view with a window picked, its property sets, and the tools. */
export function ModelViewer({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const version = (number: number) => fill(copy.version, { number });

  if (composition === 'phone') {
    return (
      <PhoneApp
        kit={kit}
        active="models"
        detail
        title={copy.title}
        subtitle={openModels.map((model) => `${copy.models[model.id]} ${version(model.version)}`).join(' · ')}
      >
        <div className={styles.phoneView}>
          <ModelFrame capture="model-section">
            <span className={styles.phoneTools}>
              <ToolBar copy={copy} active="section" labels="active" />
            </span>
          </ModelFrame>
        </div>
        <section className={styles.sheet}>
          <div className={styles.sectionHead}>
            <strong>{copy.phone.section}</strong>
            <span className={styles.sectionValue}>+{decimal(sectionHeight, lang)} m</span>
          </div>
          <span className={styles.slider} data-datum={sectionHeight}>
            <span className={styles.sliderFill} />
            <span className={styles.sliderKnob} />
          </span>
          <span className={styles.sliderLabel}>{copy.phone.height}</span>
        </section>
        <h3 className={styles.phoneHeading}>{copy.phone.storeys}</h3>
        <ul className={styles.storeyList}>
          {mergedStoreys.map((storey) => (
            <li key={storey.name} className={styles.storeyRow}>
              <Icon name="layers" size={18} />
              <span className={styles.storeyText}>
                <strong>{storey.name}</strong>
                <span>
                  {fill(copy.phone.elements, { count: storey.elements })}
                  {storey.cut && ` · ${copy.phone.cut}`}
                </span>
              </span>
              <Icon name="eye" size={18} />
            </li>
          ))}
        </ul>
      </PhoneApp>
    );
  }

  return (
    <AppWindow
      kit={kit}
      active="models"
      bare
      title={copy.title}
      toolbar={
        <>
          <span className={styles.search}>
            <Icon name="search" size={14} />
            {copy.search}
          </span>
          <Button icon="share">{copy.share}</Button>
          <Button icon="plus" primary>
            {copy.task}
          </Button>
        </>
      }
    >
      <div className={styles.workspace}>
        <aside className={styles.tree}>
          <h3 className={styles.panelTitle}>{copy.tree.title}</h3>
          <p className={styles.project}>{projectName}</p>
          <ul className={styles.rows}>
            <li className={styles.modelRow}>
              <Icon name="down" size={12} />
              <Icon name="cube" size={14} />
              <span className={styles.rowLabel}>{copy.models.architecture}</span>
              <span className={styles.version}>{version(openModels[0]!.version)}</span>
              <span className={styles.count}>{openModels[0]!.elements}</span>
            </li>
            {architectureStoreys.map((storey) => {
              const open = storey.name === openStorey;
              return (
                <li key={storey.name}>
                  <div className={styles.storeyNode}>
                    <Icon name={open ? 'down' : 'chevron'} size={12} />
                    <span className={styles.rowLabel}>{storey.name}</span>
                    <span className={styles.count}>{storey.elements}</span>
                  </div>
                  {open && (
                    <ul className={styles.rows}>
                      {openStoreyClasses.map(([ifcClass, count]) => {
                        const windows = ifcClass === 'IfcWindow';
                        return (
                          <li key={ifcClass}>
                            <div className={styles.classNode}>
                              <Icon name={windows ? 'down' : 'chevron'} size={12} />
                              <span className={styles.rowLabel}>{ifcClass}</span>
                              <span className={styles.count}>{count}</span>
                            </div>
                            {windows && (
                              <ul className={styles.rows}>
                                {listedWindows.map((name) => (
                                  <li key={name} className={name === selectedWindow.name ? styles.elementSelected : styles.element}>
                                    {name}
                                  </li>
                                ))}
                                <li className={styles.more}>{fill(copy.tree.more, { count: count - listedWindows.length })}</li>
                              </ul>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
            <li className={styles.modelRow}>
              <Icon name="chevron" size={12} />
              <Icon name="cube" size={14} />
              <span className={styles.rowLabel}>{copy.models.structure}</span>
              <span className={styles.version}>{version(openModels[1]!.version)}</span>
              <span className={styles.count}>{openModels[1]!.elements}</span>
            </li>
          </ul>
        </aside>
        <ModelFrame capture="model-selected">
          <span className={styles.frameTools}>
            <ToolBar copy={copy} active="select" labels="all" />
          </span>
          <span className={styles.legend}>
            {openModels.map((model) => (
              <span key={model.id} className={styles.legendItem} data-model={model.id}>
                {copy.models[model.id]} {version(model.version)}
              </span>
            ))}
          </span>
          <span className={styles.viewButtons}>
            {(['fit', 'plus', 'minus'] as const).map((icon) => (
              <span key={icon} className={styles.viewButton}>
                <Icon name={icon} size={15} />
              </span>
            ))}
          </span>
        </ModelFrame>
        <aside className={styles.properties}>
          <div className={styles.selection}>
            <span className={styles.selectionMark} />
            <span>
              <strong>{selectedWindow.name}</strong>
              <span className={styles.selectionMeta}>
                {selectedWindow.ifcClass} · {selectedWindow.storey}
              </span>
            </span>
          </div>
          <div className={styles.tabs}>
            <span className={styles.tabActive}>{copy.properties.tabs.properties}</span>
            <span className={styles.tab}>{copy.properties.tabs.tasks}</span>
            <span className={styles.tab}>{copy.properties.tabs.history}</span>
          </div>
          <div className={styles.groups}>
            <section>
              <h4 className={styles.groupTitle}>
                <Icon name="down" size={12} />
                {copy.properties.attributes}
              </h4>
              <dl className={styles.facts}>
                <div className={styles.factStacked}>
                  <dt>GlobalId</dt>
                  <dd className={styles.code}>{selectedWindow.globalId}</dd>
                </div>
                {selectedWindow.attributes.map((fact) => (
                  <div key={fact.name} className={styles.fact}>
                    <dt>{fact.name}</dt>
                    <dd>{factValue(fact, lang, copy)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {selectedWindow.sets.map((set) => (
              <section key={set.name}>
                <h4 className={styles.groupTitle}>
                  <Icon name="down" size={12} />
                  {set.name}
                </h4>
                <dl className={styles.facts}>
                  {set.facts.map((fact) => (
                    <div key={fact.name} className={styles.fact}>
                      <dt>{fact.name}</dt>
                      <dd>{factValue(fact, lang, copy)}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <span className={styles.request}>
            <Icon name="tag" size={14} />
            {copy.properties.request}
          </span>
        </aside>
      </div>
    </AppWindow>
  );
}
