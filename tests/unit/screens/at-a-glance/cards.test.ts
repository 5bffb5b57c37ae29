/**
 * The card list (docs/dashboard.md#adding-a-card): every card folder's `<card>.card.ts` is in it once, and each card
 * has a view.
 */
import { CARDS } from '../../../../src/screens/at-a-glance/cards';
import type { CardRule } from '../../../../src/screens/at-a-glance/card-rule';
import { cardFolderExports } from '../../../support/card-folders';

/** The rules the card folders declare, read from their `<card>.card.ts` files. */
const declaredRules = (): { file: string; rule: CardRule }[] =>
	cardFolderExports< CardRule >( '.card.ts' ).map( ( { file, value } ) => ( { file, rule: value } ) );

describe( 'the At a Glance card list', () => {
	it( 'holds every card a card folder declares, each once', () => {
		const declared = declaredRules();
		expect( declared.length ).toBeGreaterThan( 0 );
		for ( const { file, rule } of declared ) {
			expect( { file, listed: CARDS.filter( ( card ) => card === rule ).length } ).toEqual( { file, listed: 1 } );
		}
		expect( CARDS ).toHaveLength( declared.length );
	} );

	it( 'gives each card its own id and title, and a view to draw it with', async () => {
		const ids = CARDS.map( ( card ) => card.id );
		expect( new Set( ids ).size ).toBe( ids.length );
		const titles = CARDS.map( ( card ) => card.title() );
		expect( new Set( titles ).size ).toBe( titles.length );
		for ( const card of CARDS ) {
			expect( { id: card.id, view: typeof ( await card.view() ) } ).toEqual( { id: card.id, view: 'function' } );
		}
	} );
} );
