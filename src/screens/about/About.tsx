/**
 * About (docs/shell.md#admin-pages): what the plugin is, its version, its licence and its credits. Every role that
 * can open the dashboard may read it.
 */
import { ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useAppSelector } from '../../state/hooks';
import '../../components/tools/tools.css';

export const LICENSE_URL = 'https://www.gnu.org/licenses/gpl-2.0.html';

export default function About() {
	const version = useAppSelector( ( state ) => state.page.currentVersion );
	return (
		<div className="jp-tools-page">
			<h1>{ __( 'About Jetpack Dashboard', 'jetpack' ) }</h1>
			<p>
				{ __(
					'Jetpack Dashboard is a site-management dashboard for self-hosted WordPress sites: security, backups, performance and growth tools in one admin page. Site administrators see their site at a glance, their plan and products, and the settings of every feature; editors and subscribers get the parts their role allows.',
					'jetpack'
				) }
			</p>
			<h2>{ __( 'Version', 'jetpack' ) }</h2>
			<p>
				{ version
					? /* translators: %s: the plugin's version, e.g. 15.0. */ sprintf( __( 'Version %s', 'jetpack' ), version )
					: __( 'The version is not known.', 'jetpack' ) }
			</p>
			<h2>{ __( 'Licence', 'jetpack' ) }</h2>
			<p>
				{ __(
					'Jetpack Dashboard is free software: you may use, study, share and change it under the terms of the GNU General Public License, version 2 or (at your option) any later version (GPL-2.0-or-later).',
					'jetpack'
				) }{ ' ' }
				<ExternalLink href={ LICENSE_URL }>{ __( 'Read the licence', 'jetpack' ) }</ExternalLink>
			</p>
			<h2>{ __( 'Credits', 'jetpack' ) }</h2>
			<p>
				{ __(
					'Made by the Jetpack Dashboard contributors. Built with React, Redux Toolkit, React Router and the WordPress components, data and internationalisation packages, each under its own open-source licence.',
					'jetpack'
				) }
			</p>
		</div>
	);
}
