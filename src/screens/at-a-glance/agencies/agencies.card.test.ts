/** The agencies card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { agenciesCard } from './agencies.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Performance and Growth; no module hides it, and fetches nothing as the dashboard opens', () => {
	expect( placing( agenciesCard ) ).toEqual( { id: 'agencies', title: "Manage your clients' sites with ease", section: 'performance', module: undefined, start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( agenciesCard.sees ).toBe( managesModules );
} );
