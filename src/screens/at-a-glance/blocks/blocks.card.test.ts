/** The blocks card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { blocksCard } from './blocks.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Security; no module hides it, and fetches nothing as the dashboard opens', () => {
	expect( placing( blocksCard ) ).toEqual( { id: 'blocks', title: 'Blocks', section: 'security', module: undefined, start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( blocksCard.sees ).toBe( managesModules );
} );
