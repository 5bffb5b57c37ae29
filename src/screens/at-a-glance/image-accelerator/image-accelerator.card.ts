import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const imageAcceleratorCard = cardRule( {
	id: 'image-accelerator',
	title: () => __( 'Image Accelerator', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './ImageAcceleratorGlance' ).then( ( module ) => module.ImageAcceleratorGlance ),
	section: 'performance',
	module: 'photon',
	sees: managesModules,
} );
