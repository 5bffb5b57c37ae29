import { filterModules, moduleTags, planBulkChange } from '../../../../src/screens/modules/modules-page';
import type { ListedModule } from '../../../../src/screens/modules/modules-page';
import type { ToggleCaps } from '../../../../src/lib/module-toggle';

const module = ( slug: string, name: string, change: Partial< ListedModule > = {} ): ListedModule => ( {
	module: slug,
	name,
	description: `${ name } does things.`,
	module_tags: [],
	activated: false,
	search_terms: '',
	override: false,
	requires_connection: false,
	requires_user_connection: false,
	...change,
} );

const stats = module( 'stats', 'Site Stats', { module_tags: [ 'Site Stats', 'Recommended' ], activated: true, search_terms: 'statistics, views' } );
const protect = module( 'protect', 'Protect', { module_tags: [ 'Recommended' ], description: 'Blocks brute force attacks.' } );
const markdown = module( 'markdown', 'Markdown', { module_tags: [ 'Writing' ], activated: true } );
const all = [ stats, protect, markdown ];
const names = ( modules: ListedModule[] ) => modules.map( ( m ) => m.name );

describe( 'moduleTags', () => {
	it( 'lists each tag once, alphabetically', () => {
		expect( moduleTags( all ) ).toEqual( [ 'Recommended', 'Site Stats', 'Writing' ] );
		expect( moduleTags( [] ) ).toEqual( [] );
	} );
} );

describe( 'filterModules', () => {
	it.each< [ string, { search?: string; tag?: string; status?: 'all' | 'active' | 'inactive' }, string[] ] >( [
		[ 'nothing', {}, [ 'Markdown', 'Protect', 'Site Stats' ] ],
		[ 'a name', { search: 'mark' }, [ 'Markdown' ] ],
		[ 'a description, any case', { search: 'BRUTE' }, [ 'Protect' ] ],
		[ 'search terms', { search: 'views' }, [ 'Site Stats' ] ],
		[ 'a tag as text', { search: 'writing' }, [ 'Markdown' ] ],
		[ 'every word', { search: 'site views' }, [ 'Site Stats' ] ],
		[ 'words that match none', { search: 'site brute' }, [] ],
		[ 'a tag', { tag: 'Recommended' }, [ 'Protect', 'Site Stats' ] ],
		[ 'active', { status: 'active' }, [ 'Markdown', 'Site Stats' ] ],
		[ 'inactive', { status: 'inactive' }, [ 'Protect' ] ],
		[ 'a tag and a status', { tag: 'Recommended', status: 'active' }, [ 'Site Stats' ] ],
		[ 'blank search', { search: '   ' }, [ 'Markdown', 'Protect', 'Site Stats' ] ],
		[ 'a name typed in lower case', { search: 'protect' }, [ 'Protect' ] ],
		[ 'a word, not its letters wherever they are', { search: 'kdm' }, [] ],
		// A word is found within one of the texts, not across the end of one and the start of the next.
		[ 'no word made of a name’s end and the description’s start', { search: 'protectblocks' }, [] ],
	] )( 'filters by %s', ( _name, filter, expected ) => {
		expect( names( filterModules( all, { search: '', tag: '', status: 'all', ...filter } ) ) ).toEqual( expected );
	} );
} );

describe( 'planBulkChange', () => {
	const caps: ToggleCaps = { isOfflineMode: false, hasConnectedOwner: true, userCanManageModules: true };

	it( 'sends the modules not already in that state', () => {
		expect( planBulkChange( all, true, caps ) ).toEqual( { change: [ 'protect' ], refused: [] } );
		expect( planBulkChange( all, false, caps ) ).toEqual( { change: [ 'stats', 'markdown' ], refused: [] } );
	} );

	it.each< [ string, Partial< ListedModule >, Partial< ToggleCaps >, string ] >( [
		[ 'forced off by an administrator', { override: 'inactive' }, {}, 'Protect has been disabled by a site administrator.' ],
		[ 'needing a connection while offline', { requires_connection: true }, { isOfflineMode: true }, 'Unavailable in Offline Mode' ],
		[
			'needing an owner the site lacks',
			{ requires_user_connection: true },
			{ hasConnectedOwner: false },
			'Unavailable until a site owner connects their WordPress.com account.',
		],
		[ 'for a user who may not manage modules', {}, { userCanManageModules: false }, 'Only a site administrator can change this.' ],
	] )( 'names a module %s with the dashboard’s reason instead of sending it', ( _name, change, capsChange, reason ) => {
		expect( planBulkChange( [ { ...protect, ...change } ], true, { ...caps, ...capsChange } ) ).toEqual( {
			change: [],
			refused: [ { name: 'Protect', reason } ],
		} );
	} );
} );
