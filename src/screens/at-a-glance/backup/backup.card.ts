import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';
import { fetchesRewindStatus } from './backup-card';

export const backupCard = cardRule( {
	id: 'backup',
	title: () => __( 'Backup', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './BackupGlance' ).then( ( module ) => module.BackupGlance ),
	section: 'security',
	sees: managesModules,
	start: {
		route: 'rewind',
		fetches: ( { caps: { isOfflineMode, isSiteConnected }, siteData } ) =>
			fetchesRewindStatus( { isOfflineMode, isSiteConnected, showBackups: siteData.showBackups } ),
	},
} );
