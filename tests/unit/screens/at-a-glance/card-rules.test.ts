/**
 * The cards whose rule is only where they sit and who sees them (docs/dashboard.md#who-sees-which-card): each card's
 * section, the module that, forced off, hides it, and its users. The cards that also fetch as the dashboard opens have
 * their own rule tests beside their folders' other tests.
 */
import { activityCard } from '../../../../src/screens/at-a-glance/activity/activity.card';
import { agenciesCard } from '../../../../src/screens/at-a-glance/agencies/agencies.card';
import { blocksCard } from '../../../../src/screens/at-a-glance/blocks/blocks.card';
import { managesModules } from '../../../../src/screens/at-a-glance/card-rule';
import type { CardRule } from '../../../../src/screens/at-a-glance/card-rule';
import { accountConnectionCard } from '../../../../src/screens/at-a-glance/connections/account-connection.card';
import { siteConnectionCard } from '../../../../src/screens/at-a-glance/connections/site-connection.card';
import { imageAcceleratorCard } from '../../../../src/screens/at-a-glance/image-accelerator/image-accelerator.card';
import { monitorCard } from '../../../../src/screens/at-a-glance/monitor/monitor.card';
import { searchCard } from '../../../../src/screens/at-a-glance/search/search.card';
import { securityBundleCard } from '../../../../src/screens/at-a-glance/security-bundle/security-bundle.card';
import { videoPressCard } from '../../../../src/screens/at-a-glance/videopress/videopress.card';
import { factsFor } from '../../../support/card-rules';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, NO_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../support/permissions';

const placing = ( { id, section, module, start }: CardRule ) => ( { id, section, module, start } );

it.each( [
	[ 'activity', 'security', 'activity-log', activityCard ],
	[ 'blocks', 'security', undefined, blocksCard ],
	[ 'search', 'performance', 'search', searchCard ],
	[ 'videopress', 'performance', 'videopress', videoPressCard ],
	[ 'image-accelerator', 'performance', 'photon', imageAcceleratorCard ],
	[ 'monitor', 'performance', 'monitor', monitorCard ],
	[ 'security-bundle', 'performance', undefined, securityBundleCard ],
	[ 'agencies', 'performance', undefined, agenciesCard ],
] )( 'the %s card, for those who manage modules, sits in %s (the module that hides it: %s)', ( id, section, module, card ) => {
	expect( placing( card ) ).toEqual( { id, section, module, start: undefined } );
	expect( card.sees ).toBe( managesModules );
} );

it( 'shows the site connection card to every user, in Connections', () => {
	expect( placing( siteConnectionCard ) ).toEqual( { id: 'site-connection', section: 'connections', module: undefined, start: undefined } );
	for ( const permissions of [ ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS, NO_PERMISSIONS ] ) {
		expect( siteConnectionCard.sees( factsFor( permissions ) ) ).toBe( true );
	}
} );

it( 'shows the account connection card, in Connections, to those who may connect an account', () => {
	expect( placing( accountConnectionCard ) ).toEqual( { id: 'account-connection', section: 'connections', module: undefined, start: undefined } );
	expect( accountConnectionCard.sees( factsFor( SUBSCRIBER_PERMISSIONS ) ) ).toBe( true );
	expect( accountConnectionCard.sees( factsFor( { ...ADMIN_PERMISSIONS, connect_user: false } ) ) ).toBe( false );
} );
