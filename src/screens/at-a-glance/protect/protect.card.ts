import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';
import { fetchesProtectCount } from './protect-card';

export const protectCard = cardRule( {
	id: 'protect',
	title: () => __( 'Brute force protection', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './ProtectGlance' ).then( ( module ) => module.ProtectGlance ),
	section: 'security',
	module: 'protect',
	// Other publishers see it too (alone in Security), once someone owns the connection and protection is on.
	sees: ( { caps, protectActive } ) => caps.userCanManageModules || ( ! caps.isSubscriber && caps.hasConnectedOwner && protectActive ),
	start: {
		route: 'protectCount',
		fetches: ( { modules, caps } ) => fetchesProtectCount( modules.protect, caps ),
	},
} );
