import type { ConnectionError } from '../../../../src/api/types';
import { getShellNotices } from '../../../../src/app/notices/shell-notices';
import type { ShellNoticeContext, ShellNotices } from '../../../../src/app/notices/shell-notices';

const reconnectError: ConnectionError = {
	action: 'reconnect',
	message: 'The connection is broken.',
	code: 'connection_broken',
	data: {},
};

const admin: ShellNoticeContext[ 'caps' ] = {
	userCanConnectSite: true,
	userCanConnectAccount: true,
	isSubscriber: false,
	isLinked: true,
	isSiteConnected: true,
	isOfflineMode: false,
};

function context( overrides: Partial< ShellNoticeContext > = {}, caps: Partial< ShellNoticeContext[ 'caps' ] > = {} ) {
	return {
		caps: { ...admin, ...caps },
		connection: { isStaging: false, isInIdentityCrisis: false, errors: [] },
		isDevVersion: false,
		stagingDismissed: false,
		connectUrl: 'https://example.test/authorize',
		dismissed: {},
		...overrides,
	};
}

const nothing: ShellNotices = {
	connectionError: null,
	devVersion: false,
	staging: false,
	unlinkedUser: false,
	notConnectedNonAdmin: false,
};

const withErrors = { connection: { isStaging: false, isInIdentityCrisis: false, errors: [ reconnectError ] } };
const staging = { connection: { isStaging: true, isInIdentityCrisis: false, errors: [] } };
const notConnected = { isSiteConnected: false, isLinked: false };

describe( 'getShellNotices', () => {
	it.each< [ string, ShellNoticeContext, Partial< ShellNotices > ] >( [
		[ 'a healthy site for a linked admin', context(), {} ],
		[ 'a connection error to a user who can connect the site', context( withErrors ), { connectionError: reconnectError } ],
		[ 'no connection error to a user who cannot connect the site', context( withErrors, { userCanConnectSite: false } ), {} ],
		[ 'the development version to an admin', context( { isDevVersion: true } ), { devVersion: true } ],
		[ 'the development version to an editor', context( { isDevVersion: true }, { userCanConnectSite: false } ), { devVersion: true } ],
		[ 'no development version to a subscriber', context( { isDevVersion: true }, { isSubscriber: true } ), {} ],
		[ 'no development version once dismissed for good', context( { isDevVersion: true, dismissed: { 'dev-version': true } } ), {} ],
		[ 'the staging notice on a staging site', context( staging ), { staging: true } ],
		[
			'no staging notice during an identity crisis',
			context( { connection: { isStaging: true, isInIdentityCrisis: true, errors: [] } } ),
			{},
		],
		[ 'no staging notice once dismissed in this browser', context( { ...staging, stagingDismissed: true } ), {} ],
		[ 'the unlinked-user notice to an unlinked user', context( {}, { isLinked: false } ), { unlinkedUser: true } ],
		[ 'no unlinked-user notice without a connect URL', context( { connectUrl: '' }, { isLinked: false } ), {} ],
		[ 'no unlinked-user notice when the site is not connected', context( {}, { isLinked: false, isSiteConnected: false } ), {} ],
		[
			'no unlinked-user notice while the connection has errors',
			context( withErrors, { isLinked: false } ),
			{ connectionError: reconnectError },
		],
		[
			'no unlinked-user notice to a user who cannot link an account',
			context( {}, { isLinked: false, userCanConnectAccount: false } ),
			{},
		],
		[
			'no unlinked-user notice once dismissed for good',
			context( { dismissed: { 'unlinked-user': true } }, { isLinked: false } ),
			{},
		],
		[
			'the not-connected message to a user who cannot connect the site',
			context( {}, { ...notConnected, userCanConnectSite: false } ),
			{ notConnectedNonAdmin: true },
		],
		[ 'no not-connected message to a user who can connect the site', context( {}, notConnected ), {} ],
		[
			'no not-connected message in offline mode',
			context( {}, { ...notConnected, userCanConnectSite: false, isOfflineMode: true } ),
			{},
		],
		[
			'nothing that needs the connection while its status is unknown',
			context( { connection: undefined }, { ...notConnected, userCanConnectSite: false } ),
			{},
		],
		[ 'no connection error to one who could reconnect, while the status is unknown', context( { connection: undefined } ), {} ],
	] )( 'shows %s', ( _label, input, expected ) => {
		expect( getShellNotices( input ) ).toEqual( { ...nothing, ...expected } );
	} );

	it( 'reports the first connection error', () => {
		const second: ConnectionError = { ...reconnectError, action: 'support', code: 'other' };
		const input = context( { connection: { isStaging: false, isInIdentityCrisis: false, errors: [ reconnectError, second ] } } );
		expect( getShellNotices( input ).connectionError ).toBe( reconnectError );
	} );
} );
