import { defineIsland } from '../../islands/define-island.ts';
import { CookieSettingsControl } from './CookieSettingsControl.tsx';

// A link to the privacy notice's cookie section until the visitor reaches for it; then the button that opens the dialog.
export default defineIsland('cookie-settings', CookieSettingsControl, { namespaces: ['consent'], trigger: 'input', replay: 'press' });
