import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';
import { fetchesAkismetData } from './anti-spam-card';

export const antiSpamCard = cardRule( {
	id: 'anti-spam',
	title: () => __( 'Anti-spam', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './AntiSpamGlance' ).then( ( module ) => module.AntiSpamGlance ),
	section: 'security',
	sees: managesModules,
	start: {
		route: 'akismetData',
		fetches: ( { caps } ) => fetchesAkismetData( caps ),
	},
} );
