import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';

export const accountConnectionCard = cardRule( {
	id: 'account-connection',
	title: () => __( 'Account connection', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './AccountConnectionGlance' ).then( ( module ) => module.AccountConnectionGlance ),
	section: 'connections',
	sees: ( { caps } ) => caps.userCanConnectAccount,
} );
