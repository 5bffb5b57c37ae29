import {
	AKISMET_KEY_PAGE,
	antiSpamView,
	fetchesAkismetData,
	hasPaidAntiSpam,
	showsAntiSpamUpgrade,
} from './anti-spam-card';

const admin = { userCanManagePlugins: true, userCanManageOptions: true };
const limited = { userCanManagePlugins: false, userCanManageOptions: false };

describe( 'antiSpamView', () => {
	it( 'shows a count, zero included', () => {
		expect( antiSpamView( 1284, admin ) ).toEqual( { kind: 'count', count: 1284 } );
		expect( antiSpamView( 0, limited ) ).toEqual( { kind: 'count', count: 0 } );
	} );

	it( 'offers activation of a missing or inactive plugin to users who can manage plugins only', () => {
		expect( antiSpamView( 'not_installed', admin ) ).toEqual( { kind: 'activate', installed: false, canActivate: true } );
		expect( antiSpamView( 'not_active', admin ) ).toEqual( { kind: 'activate', installed: true, canActivate: true } );
		expect( antiSpamView( 'not_active', limited ) ).toEqual( { kind: 'activate', installed: true, canActivate: false } );
	} );

	it( 'asks for a key, with the form only for users who may save options', () => {
		expect( antiSpamView( 'invalid_key', admin ) ).toEqual( { kind: 'invalid-key', canEnterKey: true } );
		expect( antiSpamView( 'invalid_key', { userCanManagePlugins: true, userCanManageOptions: false } ) ).toEqual( {
			kind: 'invalid-key',
			canEnterKey: false,
		} );
	} );

	it( 'has nothing to show for N/A', () => {
		expect( antiSpamView( 'N/A', admin ) ).toEqual( { kind: 'no-data' } );
	} );
} );

describe( 'fetchesAkismetData', () => {
	it( 'asks for the data except offline', () => {
		expect( fetchesAkismetData( { isOfflineMode: false } ) ).toBe( true );
		expect( fetchesAkismetData( { isOfflineMode: true } ) ).toBe( false );
	} );
} );

describe( 'hasPaidAntiSpam', () => {
	it( 'is paid with either feature flag', () => {
		expect( hasPaidAntiSpam( [ 'search', 'antispam' ] ) ).toBe( true );
		expect( hasPaidAntiSpam( [ 'akismet' ] ) ).toBe( true );
		expect( hasPaidAntiSpam( [ 'backups', 'scan' ] ) ).toBe( false );
		expect( hasPaidAntiSpam( [] ) ).toBe( false );
	} );
} );

describe( 'showsAntiSpamUpgrade', () => {
	it( 'offers the upgrade to unpaid sites where nothing is counted', () => {
		expect( showsAntiSpamUpgrade( { kind: 'activate', installed: true, canActivate: true }, false ) ).toBe( true );
		expect( showsAntiSpamUpgrade( { kind: 'activate', installed: false, canActivate: false }, false ) ).toBe( true );
		expect( showsAntiSpamUpgrade( { kind: 'no-data' }, false ) ).toBe( true );
	} );

	it( 'not with a count or a key problem', () => {
		expect( showsAntiSpamUpgrade( { kind: 'count', count: 3 }, false ) ).toBe( false );
		expect( showsAntiSpamUpgrade( { kind: 'invalid-key', canEnterKey: true }, false ) ).toBe( false );
	} );

	it( 'never once paid', () => {
		expect( showsAntiSpamUpgrade( { kind: 'activate', installed: true, canActivate: true }, true ) ).toBe( false );
		expect( showsAntiSpamUpgrade( { kind: 'no-data' }, true ) ).toBe( false );
	} );
} );

describe( 'AKISMET_KEY_PAGE', () => {
	it( 'is the anti-spam plugin’s own key page, under wp-admin', () => {
		expect( AKISMET_KEY_PAGE ).toBe( 'admin.php?page=akismet-key-config' );
	} );
} );
