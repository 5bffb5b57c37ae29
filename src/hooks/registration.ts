/**
 * The steps of connecting a site: a click while a step runs is ignored; a site not registered yet registers first
 * (the answer carries where to authorize); a site already registered goes straight to the user's authorization,
 * without a second registration. The provider's page opens in a frame in the page, except in Safari (which blocks
 * the provider's cookies in a frame) or where the host turned the frame off; then the whole page goes there.
 */
export type RegistrationStep = 'ignore' | 'register' | 'authorize';

export interface RegistrationContext {
	siteIsRegistering: boolean;
	userIsConnecting: boolean;
	isRegistered: boolean;
}

export function nextRegistrationStep( context: RegistrationContext ): RegistrationStep {
	if ( context.siteIsRegistering || context.userIsConnecting ) {
		return 'ignore';
	}
	return context.isRegistered ? 'authorize' : 'register';
}

export type AuthorizeMode = 'frame' | 'redirect';

export function authorizeMode( flags: { isSafari: boolean; doNotUseConnectionIframe: boolean } ): AuthorizeMode {
	return flags.isSafari || flags.doNotUseConnectionIframe ? 'redirect' : 'frame';
}

/** The authorize URL with the place the user started from, so the provider can say where they came from. */
export function withFrom( url: string, from: string | null ): string {
	if ( ! from ) {
		return url;
	}
	const hashAt = url.indexOf( '#' );
	const base = hashAt < 0 ? url : url.slice( 0, hashAt );
	const hash = hashAt < 0 ? undefined : url.slice( hashAt + 1 );
	const joined = `${ base }${ base.includes( '?' ) ? '&' : '?' }from=${ encodeURIComponent( from ) }`;
	return hash === undefined ? joined : `${ joined }#${ hash }`;
}
