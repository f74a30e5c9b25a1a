import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Markup.module.css';
import { PlanCanvas, placeOn } from './PlanCanvas.tsx';
import { markers, openTask, sheet } from './plans-data.ts';

type Copy = Resources['viewPanelsPlans'];
type MarkerId = keyof Copy['markup']['markers'];

/** The south-west of the floor, flat 3.04 and the core, where the markers are; the phone zooms to the open one. */
const desktopView = [-0.9, 3.35, 18.7, 11] as const;
const desktopScale = 20;
const phoneView = [0.2, 6.1, 11.76, 7.3] as const;
const phoneScale = 25;

/** Tasks and comments pinned to places in a plan, and the open task beside it. */
export function Markup({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const task = markers.find((marker) => marker.id === openTask.marker)!;
  const tasks = markers.filter((marker) => marker.kind === 'task');
  const pins = (view: readonly [number, number, number, number], scale: number) =>
    markers.map((marker) => (
      <span
        key={marker.id}
        className={styles.pin}
        data-kind={marker.kind}
        data-open={marker.id === openTask.marker || undefined}
        style={placeOn(view, scale, marker.x, marker.y)}
      >
        {marker.kind === 'comment' ? <Icon name="comment" size={12} /> : tasks.indexOf(marker) + 1}
      </span>
    ));
  const card = (phone: boolean) => (
    <article className={styles.card}>
      <header className={styles.cardHead}>
        <Icon name="tasks" size={14} />
        <span>{openTask.number}</span>
        <Status tone="open">{copy.markup.open}</Status>
      </header>
      <h3>{copy.markup.markers.door.title}</h3>
      <dl className={styles.facts}>
        <dt>{copy.markup.assignee}</dt>
        <dd>
          <Avatar person={task.assignee!} size="medium" />
          {people[task.assignee!].name}
        </dd>
        <dt>{copy.markup.due}</dt>
        <dd>{shortDate(task.due!, lang)}</dd>
        <dt>{copy.markup.place}</dt>
        <dd>
          {sheet.number} · {copy.sheet.index}
        </dd>
      </dl>
      {!phone && <p className={styles.note}>{copy.markup.markers.door.note}</p>}
    </article>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="plans" title={copy.sheet.title} subtitle={copy.markup.phoneSubtitle} detail>
        <div className={styles.phonePlan}>
          <PlanCanvas lang={lang} roomNames={copy.rooms} view={phoneView} scale={phoneScale}>
            {pins(phoneView, phoneScale)}
          </PlanCanvas>
        </div>
        {card(true)}
      </PhoneApp>
    );
  return (
    <Panel icon="plans" path={[kit.nav.plans, copy.sheet.title, copy.markup.title]} tone="sunken">
      <div className={styles.layout}>
        <div className={styles.plan}>
          <PlanCanvas lang={lang} roomNames={copy.rooms} view={desktopView} scale={desktopScale}>
            {pins(desktopView, desktopScale)}
          </PlanCanvas>
          <ul className={styles.list}>
            {markers
              .filter((marker) => marker.id !== openTask.marker)
              .map((marker) => (
                <li key={marker.id}>
                  <Avatar person={marker.person} />
                  <span>
                    <strong>{people[marker.person].name}</strong> {copy.markup.markers[marker.id as MarkerId].title}
                  </span>
                </li>
              ))}
          </ul>
        </div>
        {card(false)}
      </div>
    </Panel>
  );
}
