import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { isBefore, shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import type { ScreenProps } from '../../types.ts';
import styles from './TaskBoard.module.css';
import { type Card, cards, columns, phoneCards } from './task-board-data.ts';

type Copy = Resources['viewTaskBoard'];

/** The task and defect board: named tasks with their type, place, assignee and due date, by status. */
export function TaskBoard({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const due = (card: Card) =>
    isBefore(card.due) ? fill(copy.overdue, { date: shortDate(card.due, lang) }) : fill(copy.due, { date: shortDate(card.due, lang) });

  if (composition === 'phone') {
    const mine = phoneCards.map((id) => cards.find((card) => card.id === id)!);
    const groups = [
      { title: copy.phone.overdue, items: mine.filter((card) => isBefore(card.due)) },
      { title: copy.phone.week, items: mine.filter((card) => !isBefore(card.due)) },
    ];
    return (
      <PhoneApp kit={kit} active="tasks" title={copy.phone.title}>
        {groups.map((group) => (
          <section key={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            {group.items.map((card) => (
              <article key={card.id} className={styles.phoneCard}>
                <div className={styles.meta}>
                  <span className={styles.kind} data-kind={card.kind}>
                    {copy.kinds[card.kind]}
                  </span>
                  <span className={styles.id}>{card.id}</span>
                  <Status tone={columns.find((column) => column.id === card.column)!.tone}>{copy.columns[card.column]}</Status>
                </div>
                <p className={styles.title}>{copy.cards[card.id as keyof Copy['cards']].title}</p>
                <div className={styles.foot}>
                  <span className={isBefore(card.due) ? styles.late : styles.date}>{due(card)}</span>
                  <Avatar person={card.person} size="medium" />
                </div>
              </article>
            ))}
          </section>
        ))}
      </PhoneApp>
    );
  }

  return (
    <AppWindow
      kit={kit}
      active="tasks"
      title={copy.title}
      badges={{ tasks: 8, inbox: 3 }}
      toolbar={
        <>
          <span className={styles.switch}>
            <span className={styles.switchActive}>{copy.views.board}</span>
            <span>{copy.views.list}</span>
            <span>{copy.views.calendar}</span>
            <span>{copy.views.gantt}</span>
          </span>
          <Button icon="filter">{copy.filter}</Button>
          <Button icon="plus" primary>
            {copy.new}
          </Button>
        </>
      }
    >
      <div className={styles.board}>
        {columns.map((column) => {
          const inColumn = cards.filter((card) => card.column === column.id);
          return (
            <section key={column.id} className={styles.column}>
              <h3 className={styles.columnTitle}>
                <Status tone={column.tone}>{copy.columns[column.id]}</Status>
                <span className={styles.count}>{inColumn.length}</span>
              </h3>
              {inColumn.map((card) => {
                const words = copy.cards[card.id as keyof Copy['cards']];
                return (
                  <article key={card.id} className={card.id === 'RFI-035' ? styles.cardSelected : styles.card}>
                    <div className={styles.meta}>
                      <span className={styles.kind} data-kind={card.kind}>
                        {copy.kinds[card.kind]}
                      </span>
                      <span className={styles.id}>{card.id}</span>
                    </div>
                    <p className={styles.title}>{words.title}</p>
                    <p className={styles.place}>
                      <Icon name="pin" size={12} />
                      {words.place}
                    </p>
                    <div className={styles.foot}>
                      <span className={isBefore(card.due) && column.id !== 'done' ? styles.late : styles.date}>
                        <Icon name="calendar" size={12} />
                        {shortDate(card.due, lang)}
                      </span>
                      {card.comments > 0 && (
                        <span className={styles.counter}>
                          <Icon name="comment" size={12} />
                          {card.comments}
                        </span>
                      )}
                      {card.attachments > 0 && (
                        <span className={styles.counter}>
                          <Icon name="paperclip" size={12} />
                          {card.attachments}
                        </span>
                      )}
                      <Avatar person={card.person} />
                    </div>
                  </article>
                );
              })}
            </section>
          );
        })}
      </div>
    </AppWindow>
  );
}
