/** The monitor card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { monitorCard } from './monitor.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Performance and Growth, hidden when Monitor is forced off, and fetches nothing as the dashboard opens', () => {
	expect( placing( monitorCard ) ).toEqual( { id: 'monitor', title: 'Downtime monitoring', section: 'performance', module: 'monitor', start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( monitorCard.sees ).toBe( managesModules );
} );
