import type { Ticket } from '../../tickets/ticket.ts';
import { primaryButton, viewerButton } from '../button-class.ts';
import type { ModelFile } from '../use-viewer-engine.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Ticket.module.css';
import { useFocusOnMount } from './use-focus-on-mount.ts';

interface Props {
  ticket: Ticket;
  /** The model's file with the ticket's changes in it; undefined while they are being written. */
  file: ModelFile | undefined;
  failed: boolean;
  onAnother: () => void;
}

/** The changed file's name: the original's, with the ticket's number, so versions do not overwrite each other. */
export const downloadName = (name: string, ticket: number) => `${name.replace(/\.ifc$/i, '')}-ticket-${ticket}.ifc`;

/** An approved ticket: what happened to the model, the changed file to download, and the way to the next ticket. */
export function ApprovedTicket({ ticket, file, failed, onAnother }: Props) {
  const { t } = useTranslation('ifcViewerTicket');
  const heading = useFocusOnMount<HTMLParagraphElement>();

  const download = () => {
    if (!file) return;
    // The bytes are in memory already: a link to them, clicked once, is the whole download.
    const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'application/x-step' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName(file.name, ticket.number);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <div className={styles.step}>
      {failed ? (
        <p ref={heading} tabIndex={-1} className={styles.error}>
          {t('errors.apply')}
        </p>
      ) : (
        <p ref={heading} tabIndex={-1} className={styles.approved}>
          {t('approved.notice', { number: ticket.number })}
        </p>
      )}
      {file && (
        <>
          <div className={viewer.formActions}>
            <button type="button" className={primaryButton} onClick={download}>
              {t('approved.download')}
            </button>
          </div>
          <p className={viewer.hint}>{t('approved.downloadHint')}</p>
        </>
      )}
      <div className={viewer.formActions}>
        <button type="button" className={viewerButton} onClick={onAnother}>
          {t('approved.another')}
        </button>
      </div>
    </div>
  );
}
