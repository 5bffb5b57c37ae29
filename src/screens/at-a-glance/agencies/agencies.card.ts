import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const agenciesCard = cardRule( {
	id: 'agencies',
	title: () => __( "Manage your clients' sites with ease", 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './AgenciesGlance' ).then( ( module ) => module.AgenciesGlance ),
	section: 'performance',
	sees: managesModules,
} );
