import { viewerButton } from '../button-class.ts';
import { useSlow } from '../use-slow.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';

interface Props {
  work: 'raise' | 'approve';
  onCancel: () => void;
}

/** The ticket's work in the worker, told as it runs; past a second it can be stopped. */
export function TicketBusy({ work, onCancel }: Props) {
  const { t } = useTranslation('ifcViewerTicket');
  const slow = useSlow(true);
  return (
    <div className={viewer.busy}>
      <p role="status" className={viewer.statusText}>
        <progress className={viewer.progress} aria-label={t(`busy.${work}`)} />
        {t(`busy.${work}`)}
      </p>
      {slow && (
        <button type="button" className={viewerButton} onClick={onCancel}>
          {t('busy.cancel')}
        </button>
      )}
    </div>
  );
}
