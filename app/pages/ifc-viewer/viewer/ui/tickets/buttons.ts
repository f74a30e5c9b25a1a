import actions from '../../../../../components/actions/ActionLink.module.css';
import viewer from '../Viewer.module.css';

/** The step's main action in the site's primary style, at the viewer's compact size. */
export const primaryButton = `${actions.action} ${actions.primary} ${viewer.button}`;
