import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { longDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { SitePhoto } from '../../photos/SitePhoto.tsx';
import { people } from '../../project.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PlanDrawing } from './PlanDrawing.tsx';
import styles from './SiteApp.module.css';
import { newDefect, planViews } from './site-app-data.ts';

type Copy = Resources['viewSiteApp'];

/** A defect being recorded on site, offline: its pin on the plan, a photo, the form filled in, and Save. */
export function DefectForm({ copy, lang }: { copy: Copy; lang: Lang }) {
  const fields = [
    {
      label: copy.form.type,
      value: (
        <span className={styles.kind} data-kind="defect">
          {copy.defect.kind}
        </span>
      ),
    },
    { label: copy.form.trade, value: `${copy.defect.trade} · ${newDefect.company}` },
    {
      label: copy.form.due,
      value: (
        <>
          <Icon name="calendar" size={14} />
          {longDate(newDefect.due, lang)}
        </>
      ),
    },
    {
      label: copy.form.assignee,
      value: (
        <>
          <Avatar person={newDefect.assignee} size="medium" />
          {people[newDefect.assignee].name}
        </>
      ),
    },
  ];

  return (
    <div className={styles.form}>
      <OfflineBanner copy={copy} />
      <div className={styles.planCard}>
        <PlanDrawing copy={copy} view={planViews.strip} selected={newDefect.pin} />
        <span className={styles.pinNote}>
          <Icon name="pin" size={13} />
          {fill(copy.form.pinPlaced, { number: newDefect.pin })}
        </span>
      </div>
      <div className={styles.photoRow}>
        <span className={styles.photoThumb}>
          <SitePhoto scene="crack" />
          <span className={styles.photoCount}>
            <Icon name="camera" size={12} />
            {newDefect.photos}
          </span>
        </span>
        <span className={styles.titleField}>
          <span className={styles.fieldLabel}>{copy.form.titleLabel}</span>
          <span className={styles.titleValue}>{copy.defect.title}</span>
        </span>
      </div>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.label} className={styles.fieldRow}>
            <dt>{field.label}</dt>
            <dd>
              {field.value}
              <Icon name="chevron" size={14} className={styles.fieldChevron} />
            </dd>
          </div>
        ))}
      </dl>
      <span className={styles.save}>
        <Icon name="check" size={16} />
        {copy.form.save}
      </span>
    </div>
  );
}
