/** The videopress card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { videoPressCard } from './videopress.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Performance and Growth, hidden when VideoPress is forced off, and fetches nothing as the dashboard opens', () => {
	expect( placing( videoPressCard ) ).toEqual( { id: 'videopress', title: 'VideoPress', section: 'performance', module: 'videopress', start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( videoPressCard.sees ).toBe( managesModules );
} );
