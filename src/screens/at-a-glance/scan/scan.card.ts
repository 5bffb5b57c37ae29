import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';
import { fetchesScanStatus } from './scan-card';

export const scanCard = cardRule( {
	id: 'scan',
	title: () => __( 'Scan', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './ScanGlance' ).then( ( module ) => module.ScanGlance ),
	section: 'security',
	module: 'scan',
	// The scan card has no place on Atomic sites (the host scans them).
	sees: ( { caps } ) => caps.userCanManageModules && ! caps.isAtomicSite,
	start: {
		route: 'scan',
		fetches: ( { caps, modules, siteData } ) => {
			const { isOfflineMode, isSiteConnected, isAtomicSite, isMultisite } = caps;
			const vaultPressActive = modules.vaultpress?.activated ?? false;
			const { showBackups } = siteData;
			return fetchesScanStatus( { showBackups, isAtomicSite, isMultisite, vaultPressActive, isOfflineMode, isSiteConnected } );
		},
	},
} );
