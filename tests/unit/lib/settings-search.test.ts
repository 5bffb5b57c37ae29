import { createModuleCatalogue } from '../../../src/module-catalogue/modules';
import { isTermLongEnough, matchModule, normalizeSearchText, searchModules, termFromQuery } from '../../../src/lib/settings-search';
import type { SearchableModule } from '../../../src/lib/settings-search';

const sample: SearchableModule = {
	module: 'photon-cdn',
	name: 'Asset CDN',
	description: 'Serve static files from the network.',
	short_description: 'Static files.',
	long_description: 'Deliver JavaScript and CSS from a global network of servers.',
	search_terms: 'site accelerator, cdn',
	additional_search_queries: 'bandwidth, pagespeed',
};

describe( 'matchModule', () => {
	it.each( [
		[ 'asset', 'name' ],
		[ 'ASSET cdn', 'name' ],
		[ 'static files', 'description' ],
		[ 'javascript', 'long_description' ],
		[ 'accelerator', 'search_terms' ],
		[ 'pagespeed', 'search_terms' ],
		[ 'photon-cdn', 'search_terms' ],
		[ 'Sérvers', 'long_description' ],
		[ '  global   network ', 'long_description' ],
		[ 'video', null ],
		[ '', null ],
		[ '   ', null ],
	] )( '%j → %s', ( term, field ) => {
		expect( matchModule( sample, term ) ).toBe( field );
	} );
} );

describe( 'the demo catalogue', () => {
	const modules = createModuleCatalogue();
	it.each( [
		[ 'cdn', [ 'photon', 'photon-cdn' ] ],
		[ 'monitor', [ 'monitor' ] ],
		[ 'related posts', [ 'related-posts' ] ],
		[ 'SHORTENED', [ 'shortlinks' ] ],
	] )( '%j finds %j', ( term, slugs ) => {
		expect( Object.keys( searchModules( modules, term ) ) ).toEqual( expect.arrayContaining( slugs ) );
	} );

	it( 'nothing is found for a term no module mentions', () => {
		expect( searchModules( modules, 'zzqx' ) ).toEqual( {} );
	} );
} );

it.each( [
	[ 'Café', 'cafe' ],
	[ ' A  B ', 'a b' ],
	[ 'ÑANDÚ', 'nandu' ],
] )( 'normalizeSearchText(%j) = %j', ( text, normal ) => {
	expect( normalizeSearchText( text ) ).toBe( normal );
} );

it.each( [
	[ '', false ],
	[ 'ab', false ],
	[ ' ab ', false ],
	[ 'abc', true ],
] )( 'isTermLongEnough(%j) = %s', ( term, long ) => {
	expect( isTermLongEnough( term ) ).toBe( long );
} );

it.each( [
	[ '?term=monitor', 'monitor' ],
	[ '?term=related%20posts', 'related posts' ],
	[ '?other=1', '' ],
	[ '', '' ],
] )( 'termFromQuery(%j) = %j', ( search, term ) => {
	expect( termFromQuery( search ) ).toBe( term );
} );
