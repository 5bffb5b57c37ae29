/** The search card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { searchCard } from './search.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Performance and Growth, hidden when Search is forced off, and fetches nothing as the dashboard opens', () => {
	expect( placing( searchCard ) ).toEqual( { id: 'search', title: 'Search', section: 'performance', module: 'search', start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( searchCard.sees ).toBe( managesModules );
} );
