import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';

export const siteConnectionCard = cardRule( {
	id: 'site-connection',
	title: () => __( 'Site connection', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './SiteConnectionGlance' ).then( ( module ) => module.SiteConnectionGlance ),
	section: 'connections',
	sees: () => true,
} );
