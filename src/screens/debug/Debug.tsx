/**
 * Debug (docs/shell.md#admin-pages): the connection test, the site's connection data, the versions and a plain-text
 * report for support with a Copy button. Only users who can manage options get here (the plugin registers the page
 * with that capability, and the route's guard says the same).
 */
import { useState } from 'react';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { getApiRoot } from '../../api/client';
import { debugReport } from '../../lib/admin-pages';
import type { DebugFacts } from '../../lib/admin-pages';
import { failureReason } from '../../lib/failure-message';
import { useTestConnectionMutation } from '../../state/connection/api';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities, selectConnectionStatus } from '../../state/selectors';
import '../../components/tools/tools.css';

type CopyState = 'idle' | 'copied' | 'failed';

const yesNo = ( value: boolean ): string => ( value ? __( 'Yes', 'jetpack' ) : __( 'No', 'jetpack' ) );

export default function Debug() {
	const page = useAppSelector( ( state ) => state.page );
	const caps = useAppSelector( selectCapabilities );
	const connection = useAppSelector( selectConnectionStatus );
	const [ testConnection, { isLoading } ] = useTestConnectionMutation();
	const [ lastTest, setLastTest ] = useState< DebugFacts[ 'lastTest' ] >( null );
	const [ copy, setCopy ] = useState< CopyState >( 'idle' );

	const facts: DebugFacts = {
		siteUrl: page.rawUrl,
		apiRoot: getApiRoot(),
		pluginVersion: page.currentVersion,
		wordpressVersion: page.wordpressVersion ?? '',
		phpVersion: page.phpVersion ?? '',
		siteConnected: caps.isSiteConnected,
		offlineMode: caps.isOfflineMode,
		userLinked: caps.isLinked,
		connectionOwner: caps.isConnectionOwner,
		siteId: connection?.isRegistered ? page.siteData.blog_id : null,
		lastTest,
	};
	const report = debugReport( facts );

	const runTest = async () => {
		setCopy( 'idle' );
		const result = await testConnection();
		if ( 'error' in result ) {
			const reason = failureReason( result.error );
			setLastTest( { ok: false, message: reason || __( 'The connection test failed.', 'jetpack' ) } );
			return;
		}
		setLastTest( { ok: true, message: result.data.message } );
	};

	const copyReport = async () => {
		try {
			await navigator.clipboard.writeText( report );
			setCopy( 'copied' );
		} catch {
			setCopy( 'failed' );
		}
	};

	const unknown = __( 'Unknown', 'jetpack' );
	return (
		<div className="jp-tools-page">
			<h1>{ __( 'Debugging Center', 'jetpack' ) }</h1>
			<h2>{ __( 'Connection test', 'jetpack' ) }</h2>
			<p>{ __( 'Asks WordPress.com whether it can reach this site and that the site’s keys are still valid.', 'jetpack' ) }</p>
			<div className="jp-tools-page__actions">
				<Button variant="secondary" onClick={ () => void runTest() } isBusy={ isLoading } disabled={ isLoading }>
					{ __( 'Test connection', 'jetpack' ) }
				</Button>
				<span role="status">
					{ isLoading && __( 'Testing the connection…', 'jetpack' ) }
					{ ! isLoading &&
						lastTest &&
						( lastTest.ok
							? /* translators: %s: the server's answer. */ sprintf( __( 'The connection test passed: %s', 'jetpack' ), lastTest.message )
							: /* translators: %s: why the test failed. */ sprintf( __( 'The connection test failed: %s', 'jetpack' ), lastTest.message ) ) }
				</span>
			</div>
			<h2>{ __( 'Connection', 'jetpack' ) }</h2>
			<dl>
				<dt>{ __( 'Site connected', 'jetpack' ) }</dt>
				<dd>{ caps.isOfflineMode ? __( 'Offline mode', 'jetpack' ) : yesNo( caps.isSiteConnected ) }</dd>
				<dt>{ __( 'Your account linked', 'jetpack' ) }</dt>
				<dd>{ yesNo( caps.isLinked ) }</dd>
				<dt>{ __( 'You own the connection', 'jetpack' ) }</dt>
				<dd>{ yesNo( caps.isConnectionOwner ) }</dd>
				<dt>{ __( 'Site ID', 'jetpack' ) }</dt>
				<dd>{ facts.siteId === null ? __( 'None', 'jetpack' ) : String( facts.siteId ) }</dd>
				<dt>{ __( 'Site address', 'jetpack' ) }</dt>
				<dd>{ facts.siteUrl || unknown }</dd>
				<dt>{ __( 'REST API root', 'jetpack' ) }</dt>
				<dd>{ facts.apiRoot || unknown }</dd>
			</dl>
			<h2>{ __( 'Versions', 'jetpack' ) }</h2>
			<dl>
				<dt>{ __( 'Plugin', 'jetpack' ) }</dt>
				<dd>{ facts.pluginVersion || unknown }</dd>
				<dt>{ __( 'WordPress', 'jetpack' ) }</dt>
				<dd>{ facts.wordpressVersion || unknown }</dd>
				<dt>{ __( 'PHP', 'jetpack' ) }</dt>
				<dd>{ facts.phpVersion || unknown }</dd>
			</dl>
			<h2 id="jp-debug-report">{ __( 'Report for support', 'jetpack' ) }</h2>
			<p>{ __( 'Paste this into your support request: it holds no passwords or keys.', 'jetpack' ) }</p>
			<textarea aria-labelledby="jp-debug-report" readOnly rows={ report.split( '\n' ).length } value={ report } />
			<div className="jp-tools-page__actions">
				<Button variant="primary" onClick={ () => void copyReport() }>
					{ __( 'Copy', 'jetpack' ) }
				</Button>
				<span role="status">
					{ copy === 'copied' && __( 'The report was copied.', 'jetpack' ) }
					{ copy === 'failed' && __( 'The report could not be copied: select it and copy it yourself.', 'jetpack' ) }
				</span>
			</div>
		</div>
	);
}
