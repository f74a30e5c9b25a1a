import type { Resources } from '../../../shared/i18n/keys.ts';
import avatar from '../../kit/Avatar.module.css';
import { Panel } from '../../kit/Panel.tsx';
import type { ScreenProps } from '../../types.ts';
import styles from './TeamBoard.module.css';
import { teamCards, teamColumns } from './team-data.ts';

type Copy = Resources['viewPanelsSite'];

/** The careers page's picture: the company's own sprint board in its own product, teams as tags. */
export function TeamBoard({ composition, copy }: ScreenProps<Copy>) {
  const columns = composition === 'phone' ? teamColumns.slice(0, 2) : teamColumns;
  return (
    <Panel icon="tasks" path={[copy.team.board, copy.team.sprint]} tone="sunken">
      <div className={styles.columns} data-count={columns.length}>
        {columns.map((column) => (
          <section key={column} className={styles.column}>
            <h3>{copy.team.columns[column]}</h3>
            {teamCards
              .filter((card) => card.column === column)
              .map((card) => (
                <article key={card.id} className={styles.card}>
                  <span className={styles.tag} data-team={card.team}>
                    {copy.team.teams[card.team]}
                  </span>
                  <strong>{copy.team.cards[card.id as keyof Copy['team']['cards']]}</strong>
                  <span className={`${avatar.avatar} ${avatar.medium}`} data-tone={card.tone}>
                    {card.initials}
                  </span>
                </article>
              ))}
          </section>
        ))}
      </div>
    </Panel>
  );
}
