import { useEffect, useId, useRef, useState } from 'react';
import type { ModelElement } from '../../model/model-data.ts';
import type { TicketSets } from '../../session/model-session.ts';
import type { PropertyChange } from '../../tickets/apply-changes.ts';
import type { ChosenProperty } from '../../tickets/draft.ts';
import type { IndexedSet, SetChoice } from '../../tickets/property-index.ts';
import { approveTicket, createTicket, editTicket, isoDay, returnTicket, submitTicket, type Ticket } from '../../tickets/ticket.ts';
import type { ElementRef, LoadedModel } from '../../view/tree-state.ts';
import { CancelledError } from '../../worker/viewer-client.ts';
import { viewerButton } from '../button-class.ts';
import type { ModelFile } from '../use-viewer-engine.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import { ApprovedTicket } from './ApprovedTicket.tsx';
import { MetaStep } from './MetaStep.tsx';
import { PropertiesStep } from './PropertiesStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import styles from './Ticket.module.css';
import { TicketBusy } from './TicketBusy.tsx';
import { TicketHistory } from './TicketHistory.tsx';
import { type Phase, TicketSteps } from './TicketSteps.tsx';
import { ValuesStep } from './ValuesStep.tsx';

interface Props {
  models: readonly LoadedModel[];
  /** An element of the open models by its reference, found without a search through the model. */
  elementOf: (ref: ElementRef) => ModelElement | undefined;
  fileOf: (key: string) => ModelFile | undefined;
  selected: ElementRef | undefined;
  matches: readonly ElementRef[] | undefined;
  /** What the tree shows while one of its nodes is isolated (a storey, a class): a set to raise a ticket for. */
  shown: readonly ElementRef[] | undefined;
  /** The elements to light up in the view while a ticket is open; undefined gives the view back to the search. */
  onHighlight: (refs: ElementRef[] | undefined) => void;
  /** The elements' property sets as the model's file holds them (read off the page's thread). */
  ticketSets: (model: string, elements: number[], metresPerUnit: number) => Promise<TicketSets>;
  /** Writes an approved ticket into the model's file and reads it anew; rejects if that fails. */
  onApply: (model: string, elements: number[], changes: PropertyChange[]) => Promise<void>;
  /** Stops the reading or writing under way. */
  onCancel: () => void;
  /** A ticket asked for elsewhere (the properties panel's button); each new request starts one. */
  request: { id: number; refs: readonly ElementRef[] } | undefined;
  /** Selects these elements and brings them into view. */
  onShowElements: (refs: ElementRef[]) => void;
}

interface Active {
  ticket: Ticket;
  phase: Phase;
  /** The elements' property sets as the file held them when the ticket was raised: the review's old values. */
  sets: Map<number, IndexedSet[]>;
  choices: SetChoice[];
  chosen: ChosenProperty[];
  applyFailed?: boolean;
  /** The approved changes are in the file: it can be downloaded. */
  applied?: boolean;
}

const inAWeek = () => isoDay(new Date(Date.now() + 7 * 24 * 3600 * 1000));

/**
 * The change ticket beside the view: raised for the selected element or the search's hits, taken
 * through the three steps by the visitor as author, then reviewed by the visitor as reviewer. Tickets
 * of this session stay listed with their history.
 */
export function TicketPanel({
  models,
  elementOf,
  fileOf,
  selected,
  matches,
  shown,
  onHighlight,
  ticketSets,
  onApply,
  onCancel,
  request,
  onShowElements,
}: Props) {
  const { t } = useTranslation('ifcViewerTicket');
  const headingId = useId();
  const [active, setActive] = useState<Active>();
  const [earlier, setEarlier] = useState<Ticket[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [noCommonSet, setNoCommonSet] = useState(false);
  /** The worker reads the sets for a new ticket or writes an approved one. */
  const [busy, setBusy] = useState<'raise' | 'approve'>();
  const numbers = useRef(0);

  // The elements array keeps its identity through the ticket's edits, so the view is lit up once per ticket.
  const open = active && active.phase !== 'approved' ? active.ticket : undefined;
  const highlightModel = open?.model;
  const highlightElements = open?.elements;
  useEffect(() => {
    onHighlight(highlightModel === undefined ? undefined : highlightElements?.map((expressID) => ({ model: highlightModel, expressID })));
  }, [highlightModel, highlightElements, onHighlight]);
  useEffect(() => () => onHighlight(undefined), [onHighlight]);

  const modelOf = (key: string) => models.find((model) => model.key === key);
  const nameOf = (ref: ElementRef) => {
    const element = elementOf(ref);
    return element?.name || element?.globalId || element?.ifcClass || '';
  };

  const start = async (refs: readonly ElementRef[]) => {
    const model = refs[0]?.model;
    if (!model || !fileOf(model) || busy) return;
    // The search may find elements in several models; a ticket changes one file.
    const elements = refs.filter((ref) => ref.model === model).map((ref) => ref.expressID);
    setBusy('raise');
    let read: TicketSets;
    try {
      read = await ticketSets(model, elements, modelOf(model)?.data.metresPerUnit ?? 1);
    } catch (error) {
      if (!(error instanceof CancelledError)) setAnnouncement(t('busy.failed'));
      return;
    } finally {
      setBusy(undefined);
    }
    const { sets, choices } = read;
    setNoCommonSet(!choices.length);
    if (!choices.length) return;
    numbers.current += 1;
    const ticket = createTicket(numbers.current, model, elements, { title: '', reason: '', due: inAWeek(), reviewer: '' });
    setActive({ ticket, phase: 'meta', sets, choices, chosen: [] });
    setAnnouncement('');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a request starts a ticket once, when it is new
  useEffect(() => {
    if (request) void start(request.refs);
  }, [request?.id]);

  const update = (change: Partial<Active>) => setActive((current) => current && { ...current, ...change });

  // The ticket shows as approved once its changes are in the model, as the product would show it.
  const approve = async () => {
    if (!active) return;
    const ticket = approveTicket(active.ticket);
    setBusy('approve');
    try {
      await onApply(ticket.model, [...ticket.elements], [...ticket.changes]);
      update({ ticket, phase: 'approved', applied: true });
      setAnnouncement(t('status.approved', { number: ticket.number }));
    } catch (error) {
      // Cancelled, the ticket waits in review as it was; failed, it is approved but not in the file.
      if (!(error instanceof CancelledError)) update({ ticket, phase: 'approved', applyFailed: true });
    } finally {
      setBusy(undefined);
    }
  };

  const next = () => {
    if (active) setEarlier((list) => [...list, active.ticket]);
    setActive(undefined);
  };

  const ticket = active?.ticket;
  const ticketModel = ticket && modelOf(ticket.model);
  const matchCount = matches?.length ?? 0;

  return (
    <section className={viewer.panel} aria-labelledby={headingId} data-ticket={ticket?.state}>
      <h3 id={headingId} className={viewer.panelTitle}>
        {t('panel.title')}
      </h3>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {busy && <TicketBusy work={busy} onCancel={onCancel} />}
      {!active && (
        <>
          <p className={viewer.hint}>{t('panel.intro')}</p>
          {!selected && !matchCount && !shown?.length && <p className={viewer.hint}>{t('panel.empty')}</p>}
          <div className={styles.starts}>
            {selected && (
              <button type="button" className={viewerButton} onClick={() => void start([selected])}>
                {t('panel.forSelected', { name: nameOf(selected) })}
              </button>
            )}
            {matches && matchCount > 0 && (
              <button type="button" className={viewerButton} onClick={() => void start(matches)}>
                {t('panel.forMatches', { count: matchCount })}
              </button>
            )}
            {shown && shown.length > 0 && (
              <button type="button" className={viewerButton} onClick={() => void start(shown)}>
                {t('panel.forShown', { count: shown.length })}
              </button>
            )}
          </div>
          {noCommonSet && <p className={styles.error}>{t('panel.noCommonSet')}</p>}
        </>
      )}
      {active && ticket && (
        <div className={styles.ticket}>
          <p className={styles.ticketTitle}>
            <strong>
              {ticket.meta.title
                ? t('panel.ticket', { number: ticket.number, title: ticket.meta.title })
                : t('panel.untitled', { number: ticket.number })}
            </strong>
            <span>{t('panel.elements', { count: ticket.elements.length, model: ticketModel?.label ?? '' })}</span>
          </p>
          <TicketSteps phase={active.phase} />
          {ticket.state === 'returned' && active.phase !== 'review' && (
            <div className={styles.returned}>
              <p>{t('returned.notice', { reviewer: ticket.meta.reviewer })}</p>
              <blockquote>{ticket.comment}</blockquote>
              <p>{t('returned.edit')}</p>
            </div>
          )}
          {active.phase === 'meta' && (
            <MetaStep meta={ticket.meta} onNext={(meta) => update({ ticket: editTicket(ticket, { meta }), phase: 'properties' })} />
          )}
          {active.phase === 'properties' && (
            <PropertiesStep
              choices={active.choices}
              sets={active.sets}
              chosen={active.chosen}
              onChange={(chosen) => update({ chosen })}
              onBack={() => update({ phase: 'meta' })}
              onNext={() => update({ phase: 'values' })}
            />
          )}
          {active.phase === 'values' && (
            <ValuesStep
              chosen={active.chosen}
              sets={active.sets}
              resubmit={ticket.state === 'returned'}
              onInput={(key, input) =>
                update({ chosen: active.chosen.map((item) => (`${item.set}.${item.property}` === key ? { ...item, input } : item)) })
              }
              onBack={() => update({ phase: 'properties' })}
              onSubmit={(changes) => {
                update({ ticket: submitTicket(editTicket(ticket, { changes })), phase: 'review' });
                setAnnouncement(t('status.submitted', { number: ticket.number }));
              }}
            />
          )}
          {active.phase === 'review' && (
            <ReviewStep
              ticket={ticket}
              sets={active.sets}
              onApprove={approve}
              approving={busy === 'approve'}
              elements={ticket.elements.map((expressID) => ({ model: ticket.model, expressID }))}
              nameOf={nameOf}
              onShowElements={onShowElements}
              onReturn={(comment) => {
                update({ ticket: returnTicket(ticket, comment), phase: 'meta' });
                setAnnouncement(t('status.returned', { number: ticket.number }));
              }}
            />
          )}
          {active.phase === 'approved' && (
            <ApprovedTicket ticket={ticket} file={active.applied ? fileOf(ticket.model) : undefined} failed={!!active.applyFailed} onAnother={next} />
          )}
          <TicketHistory ticket={ticket} />
          {active.phase !== 'review' && active.phase !== 'approved' && (
            <button type="button" className={viewerButton} onClick={() => setActive(undefined)}>
              {t('panel.discard')}
            </button>
          )}
        </div>
      )}
      {earlier.length > 0 && (
        <details className={styles.earlier}>
          <summary>{t('panel.earlier')}</summary>
          {earlier.map((done) => (
            <div key={done.number}>
              <p className={styles.ticketTitle}>
                <strong>{t('panel.ticket', { number: done.number, title: done.meta.title })}</strong>
              </p>
              <TicketHistory ticket={done} />
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
