/**
 * The card list (docs/dashboard.md#adding-a-card): every card folder's `<card>.card.ts` is in it once, and each card
 * has a view.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CARDS } from '../../../../src/screens/at-a-glance/cards';
import type { CardRule } from '../../../../src/screens/at-a-glance/card-rule';

const SCREEN = path.resolve( __dirname, '../../../../src/screens/at-a-glance' );

/** The rules the card folders declare, read from their `<card>.card.ts` files. */
function declaredRules(): { file: string; rule: CardRule }[] {
	return fs
		.readdirSync( SCREEN, { recursive: true, encoding: 'utf8' } )
		.filter( ( file ) => file.endsWith( '.card.ts' ) )
		.sort()
		.flatMap( ( file ) =>
			Object.values( jest.requireActual< Record< string, CardRule > >( path.join( SCREEN, file ) ) ).map( ( rule ) => ( { file, rule } ) )
		);
}

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
