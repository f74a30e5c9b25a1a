import { defineIsland } from '../../islands/define-island.ts';
import { AppointmentForm } from './AppointmentForm.tsx';

// The demo asked for as an appointment, where no calendar is configured: it posts natively until its code comes.
export default defineIsland('appointment-form', AppointmentForm, { namespaces: ['common'], trigger: 'visible' });
