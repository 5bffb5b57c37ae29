import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';
import { PLUGINS_START, seesPluginPromo } from './plugin-promo-rule';

export const boostPromoCard = cardRule( {
	id: 'boost-promo',
	title: () => __( 'Speed up your site', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './BoostPromoGlance' ).then( ( module ) => module.BoostPromoGlance ),
	section: 'performance',
	sees: seesPluginPromo,
	start: PLUGINS_START,
} );
