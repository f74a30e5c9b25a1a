import { useTranslation } from '../../i18n/use-translation.tsx';
import { type Ask, askLabelKey } from '../../shared/asks.ts';
import { ActionLink } from './ActionLink.tsx';

interface Props {
  ask: Ask;
  /** Where the ask is answered: the trial's registration or card, or the form that sends the request. */
  to: string;
  variant?: 'primary' | 'secondary';
}

/** A call to action in the site's one wording for what it asks (app/shared/asks.ts). */
export function AskLink({ ask, to, variant }: Props) {
  const { t } = useTranslation('common');
  return (
    <ActionLink to={to} variant={variant}>
      {t(askLabelKey(ask))}
    </ActionLink>
  );
}
