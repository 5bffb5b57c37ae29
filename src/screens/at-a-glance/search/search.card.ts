import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const searchCard = cardRule( {
	id: 'search',
	title: () => __( 'Search', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './SearchGlance' ).then( ( module ) => module.SearchGlance ),
	section: 'performance',
	module: 'search',
	sees: managesModules,
} );
