import { defineIsland } from '../../islands/define-island.ts';
import { BookingEmbed } from './BookingEmbed.tsx';

// The link to the provider's calendar until its code comes; then also the button that loads the calendar in place.
export default defineIsland('booking', BookingEmbed, { namespaces: ['consent'], trigger: 'visible' });
