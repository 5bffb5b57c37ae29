import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const blocksCard = cardRule( {
	id: 'blocks',
	title: () => __( 'Blocks', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './BlocksGlance' ).then( ( module ) => module.BlocksGlance ),
	section: 'security',
	sees: managesModules,
} );
