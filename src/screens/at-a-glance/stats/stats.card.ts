import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';
import { FIRST_STATS_RANGE, statsBody } from './stats-card';

export const statsCard = cardRule( {
	id: 'stats',
	title: () => __( 'Site Stats', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './StatsGlance' ).then( ( module ) => module.StatsGlance ),
	section: 'performance',
	// No module hides it: forced off, it says so itself.
	sees: ( { caps } ) => caps.userCanManageModules || caps.userCanViewStats,
	start: {
		route: 'stats',
		query: { range: FIRST_STATS_RANGE },
		fetches: ( { caps, modules, settings } ) =>
			statsBody( { caps, overridden: modules.stats?.override === 'inactive', statsOn: !! settings.stats } ) === 'stats',
	},
} );
