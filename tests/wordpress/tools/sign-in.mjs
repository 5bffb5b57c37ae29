/**
 * Signs a browser context into wp-admin by posting the login form's fields, never by showing the form: WordPress 6.1
 * runs wp_signon() with no credentials on every display of wp-login.php, and on PHP 8.2 that logs core deprecations
 * (sanitize_user( null ) in pluggable.php, strip_tags( null ) in formatting.php) that the suites' PHP log gate must
 * not excuse.
 */
export async function signIn( context, urlRoot, user ) {
	await context.addCookies( [ { name: 'wordpress_test_cookie', value: 'WP Cookie check', url: urlRoot } ] );
	const signedIn = await context.request.post( `${ urlRoot }/wp-login.php`, {
		form: { log: user.login, pwd: user.password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: `${ urlRoot }/wp-admin/profile.php` },
		maxRedirects: 0,
	} );
	if ( signedIn.status() !== 302 || ! /\/wp-admin\//.test( signedIn.headers().location ?? '' ) ) {
		throw new Error( `${ user.login } could not log in (${ signedIn.status() }): ${ ( await signedIn.text() ).slice( 0, 500 ) }` );
	}
}
