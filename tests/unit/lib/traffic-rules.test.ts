import { limitMetaDescription, metaDescriptionState } from '../../../src/lib/seo-meta-description';
import { verificationMetaTag } from '../../../src/lib/site-verification';
import type { VerificationService } from '../../../src/lib/site-verification';
import { isStatsRoleLocked, readStatsRoles, statsRoleChoices, toggleStatsRole } from '../../../src/lib/stats-roles';
import { activeSeoPlugin, CONFLICTING_SEO_PLUGINS } from '../../../src/lib/seo-plugins';
import {
	autoVerifySteps,
	followUpStatus,
	showManualInput,
	verificationCode,
} from '../../../src/lib/google-verification';

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

describe( 'activeSeoPlugin', () => {
	const plugin = ( active: boolean ) => ( { Name: 'x', Version: '1', TextDomain: 'x', active } );
	/** Each SEO plugin's file, as WordPress names an installed plugin, and the name the SEO card shows. */
	const SEO_PLUGINS: Array< [ string, string ] > = [
		[ 'wordpress-seo/wp-seo.php', 'Yoast SEO' ],
		[ 'wordpress-seo-premium/wp-seo-premium.php', 'Yoast SEO Premium' ],
		[ 'all-in-one-seo-pack/all_in_one_seo_pack.php', 'All In One SEO Pack' ],
		[ 'all-in-one-seo-pack-pro/all_in_one_seo_pack.php', 'All In One SEO Pack Pro' ],
		[ 'wp-seopress/seopress.php', 'SEOPress' ],
		[ 'wp-seopress-pro/seopress-pro.php', 'SEOPress Pro' ],
		[ 'seo-key/seo-key.php', 'SEOKEY' ],
		[ 'seo-key-pro/seo-key.php', 'SEOKEY Pro' ],
	];

	it.each( SEO_PLUGINS )( '%s active names %s', ( file, name ) => {
		expect( activeSeoPlugin( { [ file ]: plugin( true ) } ) ).toBe( name );
	} );

	it.each( [
		[ 'no plugins', undefined ],
		[ 'installed but inactive', { 'wordpress-seo/wp-seo.php': plugin( false ) } ],
		[ 'another plugin', { 'akismet/akismet.php': plugin( true ) } ],
		[ 'a file of another folder', { 'wordpress-seo/seo-key.php': plugin( true ) } ],
	] )( '%s: none', ( _name, plugins ) => {
		expect( activeSeoPlugin( plugins ) ).toBeNull();
	} );

	it( 'knows these four families with their Pro variants, and no other plugin', () => {
		expect( CONFLICTING_SEO_PLUGINS ).toEqual( Object.fromEntries( SEO_PLUGINS ) );
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
