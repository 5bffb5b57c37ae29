import { limitMetaDescription, metaDescriptionState } from '../../../src/lib/seo-meta-description';
import { isVerificationService, verificationMetaTag } from '../../../src/lib/verification-codes';
import type { VerificationService } from '../../../src/lib/verification-codes';
import { isStatsRoleLocked, readStatsRoles, statsRoleChoices, toggleStatsRole } from '../../../src/lib/stats-roles';
import {
	autoVerifySteps,
	followUpStatus,
	showManualInput,
	UNVERIFY_ERROR_CODE,
	verificationCode,
} from '../../../src/lib/google-verification';

describe( 'UNVERIFY_ERROR_CODE', () => {
	it( 'is the code the provider answers for a site whose verification was withdrawn', () => {
		expect( UNVERIFY_ERROR_CODE ).toBe( 'unverify-site-error' );
	} );
} );

describe( 'metaDescriptionState', () => {
	it.each( [
		[ 0, 'ok' ],
		[ 159, 'ok' ],
		[ 160, 'warning' ],
		[ 299, 'warning' ],
		[ 300, 'max' ],
	] )( '%d characters: %s', ( length, state ) => {
		expect( metaDescriptionState( length ) ).toBe( state );
	} );

	it( 'keeps 300 characters of longer text', () => {
		expect( limitMetaDescription( 'x'.repeat( 310 ) ) ).toHaveLength( 300 );
		expect( limitMetaDescription( 'short' ) ).toBe( 'short' );
	} );
} );

describe( 'verificationMetaTag', () => {
	it.each< [ VerificationService, string, string ] >( [
		[ 'google', 'abc_DEF-123', '<meta name="google-site-verification" content="abc_DEF-123" />' ],
		[ 'bing', '1234ABCD', '<meta name="msvalidate.01" content="1234ABCD" />' ],
		[ 'pinterest', 'p1n', '<meta name="p:domain_verify" content="p1n" />' ],
		[ 'yandex', 'y4nd3x', '<meta name="yandex-verification" content="y4nd3x" />' ],
		[ 'facebook', 'fb-code', '<meta name="facebook-domain-verification" content="fb-code" />' ],
		[ 'google', '<meta name="google-site-verification" content="kept" />', '<meta name="google-site-verification" content="kept" />' ],
		[ 'bing', 'has spaces', 'has spaces' ],
		[ 'yandex', 'dots.are.other', 'dots.are.other' ],
		[ 'google', '', '' ],
	] )( '%s %j → %j', ( service, value, shown ) => {
		expect( verificationMetaTag( service, value ) ).toBe( shown );
	} );
} );

describe( 'stats roles', () => {
	it( 'offers the built-in roles, then the site’s own', () => {
		expect( statsRoleChoices( [ { slug: 'editor', name: 'Editor' }, { slug: 'shop_manager', name: 'Shop manager' } ] ) ).toEqual( [
			'administrator',
			'editor',
			'author',
			'contributor',
			'subscriber',
			'shop_manager',
		] );
	} );

	it.each( [
		[ 'roles', 'administrator', true ],
		[ 'roles', 'editor', false ],
		[ 'count_roles', 'administrator', false ],
	] as const )( '%s: %s locked is %s', ( list, role, locked ) => {
		expect( isStatsRoleLocked( list, role ) ).toBe( locked );
	} );

	it.each( [
		[ 'reports always include administrators', 'roles', [ 'editor' ], 'administrator', false, [ 'administrator', 'editor' ] ],
		[ 'a role is added', 'roles', [ 'administrator' ], 'author', true, [ 'administrator', 'author' ] ],
		[ 'a role is removed', 'roles', [ 'administrator', 'author' ], 'author', false, [ 'administrator' ] ],
		[ 'counting may leave out administrators', 'count_roles', [ 'administrator', 'editor' ], 'administrator', false, [ 'editor' ] ],
		[ 'counting does not add administrators', 'count_roles', [], 'subscriber', true, [ 'subscriber' ] ],
		[ 'no role twice', 'count_roles', [ 'editor' ], 'editor', true, [ 'editor' ] ],
	] as const )( '%s', ( _name, list, current, role, checked, result ) => {
		expect( toggleStatsRole( list, current, role, checked ) ).toEqual( result );
	} );

	it( 'keeps the two lists apart and reads junk as empty', () => {
		expect( readStatsRoles( 'count_roles', 'nonsense' ) ).toEqual( [] );
		expect( readStatsRoles( 'roles', null ) ).toEqual( [ 'administrator' ] );
	} );
} );

describe( 'Google verification', () => {
	it.each( [
		[ 'no saved code takes the token', '', { verified: true, token: 'tok' }, 'save-token' ],
		[ 'a hand-entered code on an unverified site shows the input', 'mine', { verified: false, token: null }, 'show-manual' ],
		[ 'a saved code with a token: nothing', 'tok', { verified: true, token: 'tok' }, 'none' ],
		[ 'nothing at all: nothing', '', { verified: false, token: null }, 'none' ],
		[ 'a hand-entered code on a verified site: nothing (the row says verified)', 'mine', { verified: true, token: null }, 'none' ],
	] as const )( 'on mount, %s', ( _name, saved, status, followUp ) => {
		expect( followUpStatus( saved, status ) ).toBe( followUp );
	} );

	it.each( [
		[ { toggled: true, errorCode: null, isUserLinked: true }, true ],
		[ { toggled: false, errorCode: 'forbidden', isUserLinked: true }, true ],
		[ { toggled: false, errorCode: null, isUserLinked: false }, true ],
		[ { toggled: false, errorCode: 'other', isUserLinked: true }, false ],
	] )( 'manual input for %j: %s', ( input, shown ) => {
		expect( showManualInput( input ) ).toBe( shown );
	} );

	it.each( [
		[ 'new token, unverified', '', { verified: false, token: 'tok' }, [ 'save-token', 'verify' ] ],
		[ 'same token as the saved tag, verified', '<meta name="google-site-verification" content="tok" />', { verified: true, token: 'tok' }, [] ],
		[ 'same token, unverified', 'tok', { verified: false, token: 'tok' }, [ 'verify' ] ],
		[ 'different token, verified', 'old', { verified: true, token: 'tok' }, [ 'save-token' ] ],
	] as const )( 'after connecting, %s', ( _name, saved, status, steps ) => {
		expect( autoVerifySteps( saved, status ) ).toEqual( steps );
	} );

	it( 'reads the code out of a meta tag', () => {
		expect( verificationCode( '<meta name="google-site-verification" content="abc" />' ) ).toBe( 'abc' );
		expect( verificationCode( ' abc ' ) ).toBe( 'abc' );
	} );
} );

describe( 'isVerificationService', () => {
	it.each( [ 'google', 'bing', 'pinterest', 'yandex', 'facebook' ] )( 'knows %s', ( service ) => {
		expect( isVerificationService( service ) ).toBe( true );
	} );

	it.each( [ 'baidu', '', 'Google' ] )( 'knows no service %p', ( service ) => {
		expect( isVerificationService( service ) ).toBe( false );
	} );
} );
