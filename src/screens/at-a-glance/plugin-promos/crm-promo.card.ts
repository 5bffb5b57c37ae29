import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';
import { PLUGINS_START, seesPluginPromo } from './plugin-promo-rule';

export const crmPromoCard = cardRule( {
	id: 'crm-promo',
	title: () => __( 'Manage your customers', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './CrmPromoGlance' ).then( ( module ) => module.CrmPromoGlance ),
	section: 'performance',
	sees: seesPluginPromo,
	start: PLUGINS_START,
} );
