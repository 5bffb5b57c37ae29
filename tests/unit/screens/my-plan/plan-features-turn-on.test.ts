/**
 * My Plan's features grid for a site whose modules are all off (docs/my-plan-and-products.md#my-plan): each feature a
 * module stands for says it is off, and its link, where it is set up, offers to turn it on.
 */
import type { ModuleMap } from '../../../../src/api/types';
import { createModuleCatalogue } from '../../../../src/module-catalogue/modules';
import { basicPlanFeatures, paidPlanFeatures } from '../../../../src/screens/my-plan/plan-features';

const urls = { rawUrl: 'https://example.com', adminUrl: 'https://example.com/wp-admin/' };

function everyModuleOff(): ModuleMap {
	const catalogue = createModuleCatalogue();
	for ( const module of Object.values( catalogue ) ) {
		module.activated = false;
	}
	return catalogue;
}

const modules = everyModuleOff();
const every = [ ...paidPlanFeatures( 'jetpack_complete', modules, urls ), ...basicPlanFeatures( 'jetpack_free', modules, urls ) ];

it.each( [
	[ 'search', 'Turn on search', '#/performance' ],
	[ 'videopress', 'Turn on VideoPress', '#/performance' ],
	[ 'ads', 'Turn on ads', '#/traffic' ],
	[ 'analytics', 'Turn on Google Analytics', '#/traffic' ],
	[ 'social', 'Turn on sharing', '#/sharing' ],
	[ 'stats', 'Turn on stats', '#/traffic' ],
	[ 'protect', 'Turn on protection', '#/security' ],
	[ 'monitor', 'Turn on monitoring', '#/security' ],
	[ 'site-accelerator', 'Turn on the site accelerator', '#/performance' ],
] )( 'the %s feature, its module off, links "%s" to %s', ( id, label, href ) => {
	expect( every.filter( ( feature ) => feature.id === id ).map( ( { on, link } ) => ( { on, link } ) ) ).toEqual( [
		{ on: false, link: { label, href, external: false } },
	] );
} );

it( 'keeps the links of the features no module stands for', () => {
	expect( every.filter( ( feature ) => feature.on === null ).map( ( { id, link } ) => [ id, link.label ] ) ).toEqual( [
		[ 'backups', 'View your backups' ],
		[ 'scan', 'View scan results' ],
		[ 'anti-spam', 'Set up Akismet' ],
	] );
} );
