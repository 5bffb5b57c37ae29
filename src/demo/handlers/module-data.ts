import type { HttpHandler } from 'msw';
import type { AkismetKeyCheck, StatsData, StatsRange } from '../../api/types';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import { invalidParam } from '../backend/wp-error';
import { REST_ROUTES } from '../../api/rest-routes';
import { createStatsData } from '../catalogue/stats';

const STATS_RANGES: readonly StatsRange[] = [ 'day', 'week', 'month' ];

function isStatsRange( value: string | null ): value is StatsRange {
	return value !== null && ( STATS_RANGES as readonly string[] ).includes( value );
}

/** Akismet keys are 12 hexadecimal characters. */
const AKISMET_KEY = /^[a-f0-9]{12}$/;

function keyCheck( key: string ): AkismetKeyCheck {
	if ( key === '' ) {
		return { validKey: false, invalidKeyCode: 'empty', invalidKeyMessage: 'No key was entered.' };
	}
	if ( ! AKISMET_KEY.test( key ) ) {
		return {
			validKey: false,
			invalidKeyCode: 'invalid',
			invalidKeyMessage: 'The key you entered is invalid. Please double-check it.',
		};
	}
	return { validKey: true, invalidKeyCode: '', invalidKeyMessage: '' };
}

/** The general figures and the one series asked for, as the original plugin answers. */
function statsFor( data: StatsData, range: StatsRange, hasErrors: boolean ): StatsData {
	const general = hasErrors
		? { ...data.general, errors: { stats_fetch_failed: 'Stats could not be retrieved from WordPress.com.' } }
		: data.general;
	return { general, [ range ]: data[ range ] };
}

/**
 * module/{slug}/data and module/akismet/key/check: the card data of At a Glance (docs/api.md#dashboard-cards).
 * Registered before module/{slug}, so these paths win.
 */
export function moduleDataHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, REST_ROUTES.vaultPressData, ( { backend: b } ) => b.state.vaultpress ),
		route( backend, REST_ROUTES.akismetData, ( { backend: b } ) => b.state.akismet ),
		route( backend, REST_ROUTES.akismetKey, ( { backend: b } ) => b.state.akismetKey ),
		route( backend, REST_ROUTES.checkAkismetKey, ( { backend: b, body } ) => {
			const key = body.api_key.trim();
			const check = keyCheck( key );
			// Only a valid key is kept; checking a wrong one changes nothing.
			if ( check.validKey ) {
				b.update( ( state ) => {
					state.options.wordpress_api_key = key;
					state.akismetKey = check;
					if ( state.akismet === 'invalid_key' ) {
						state.akismet = 0;
					}
				} );
			}
			return check;
		} ),
		// The app asks only while protect is active; the count is answered either way.
		route( backend, REST_ROUTES.protectCount, ( { backend: b } ) => b.state.protectCount ),
		route( backend, REST_ROUTES.stats, ( { backend: b, query } ) => {
			const range = query.get( 'range' );
			if ( ! isStatsRange( range ) ) {
				throw invalidParam( 'range', `range is not one of ${ STATS_RANGES.join( ', ' ) }.` );
			}
			const { seed, empty, hasErrors } = b.state.stats;
			return statsFor( createStatsData( seed, b.now(), { empty } ), range, hasErrors );
		} ),
	];
}
