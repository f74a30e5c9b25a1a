import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { longDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { SitePhoto } from '../../photos/SitePhoto.tsx';
import { people } from '../../project.ts';
import type { KitCopy } from '../../types.ts';
import styles from './SiteApp.module.css';
import { newDefect } from './site-app-data.ts';

type Copy = Resources['viewSiteApp'];

/** The defect just recorded, as its detail screen shows it: photo, state, text, who and by when. */
export function DefectScreen({ copy, kit, lang }: { copy: Copy; kit: KitCopy; lang: Lang }) {
  return (
    <PhoneApp kit={kit} active="tasks" detail title={newDefect.id} subtitle={copy.defect.place}>
      <div className={styles.detail}>
        <span className={styles.detailPhoto}>
          <SitePhoto scene="crack" />
          <span className={styles.photoCount}>1 / {newDefect.photos}</span>
        </span>
        <div className={styles.detailMeta}>
          <span className={styles.kind} data-kind="defect">
            {copy.defect.kind}
          </span>
          <span className={styles.unsynced}>
            <Icon name="sync" size={12} />
            {copy.notSynced}
          </span>
        </div>
        <h3 className={styles.detailTitle}>{copy.defect.title}</h3>
        <p className={styles.detailText}>{copy.defect.description}</p>
        <dl className={styles.detailFields}>
          <div>
            <dt>{copy.form.company}</dt>
            <dd>{newDefect.company}</dd>
          </div>
          <div>
            <dt>{copy.form.due}</dt>
            <dd>{longDate(newDefect.due, lang)}</dd>
          </div>
          <div>
            <dt>{copy.form.assignee}</dt>
            <dd>
              <Avatar person={newDefect.assignee} />
              {people[newDefect.assignee].name}
            </dd>
          </div>
        </dl>
        <p className={styles.recorded}>{fill(copy.defect.recorded, { name: people[newDefect.recordedBy].name, time: newDefect.recordedAt })}</p>
      </div>
    </PhoneApp>
  );
}
