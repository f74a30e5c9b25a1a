import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import type { IconName } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { Status } from '../../kit/Status.tsx';
import type { ScreenProps } from '../../types.ts';
import { type CardRow, cardRows, type ListCard as Role } from './cards-data.ts';
import styles from './SiteCards.module.css';

type Copy = Resources['viewPanelsSite'];

const icons: Record<Role, IconName> = { architects: 'plans', bimManagers: 'models', generalContractors: 'tasks' };

/** A workflow card's picture: the list a role opens first, three rows of it. The same at both sizes. */
function ListCard({ list, lang, copy }: ScreenProps<Copy> & { list: Role }) {
  const card = copy.cards[list];
  const rows: readonly CardRow[] = cardRows[list];
  return (
    <Panel icon={icons[list]} path={[card.module, card.list]}>
      <ul className={styles.rows}>
        {rows.map((row) => {
          const words = card.rows[row.id as keyof typeof card.rows] as { title: string; meta?: string };
          return (
            <li key={row.id} className={styles.row}>
              <Avatar person={row.person} size="medium" />
              <span className={styles.text}>
                <strong>{words.title}</strong>
                <span>{row.due ? fill(copy.due, { date: shortDate(row.due, lang) }) : words.meta}</span>
              </span>
              <Status tone={row.tone}>{copy.statuses[row.tone as keyof Copy['statuses']]}</Status>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

export const ArchitectsCard = (props: ScreenProps<Copy>) => <ListCard {...props} list="architects" />;
export const BimManagersCard = (props: ScreenProps<Copy>) => <ListCard {...props} list="bimManagers" />;
export const GeneralContractorsCard = (props: ScreenProps<Copy>) => <ListCard {...props} list="generalContractors" />;
