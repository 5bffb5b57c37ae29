/** The connection and the current user as the page printed them; what is missing reads as "not connected, may do nothing". */
import type { ConnectedUser, ConnectionError, ConnectionStatus, CurrentUser, OfflineMode, UserPermissions } from '../../api/types';
import { bool, count, fieldsOf, isRecord, oneOf, record, text, textOrNull } from './fields';

function offlineMode( value: unknown ): OfflineMode {
	const raw = record( value );
	return {
		...fieldsOf( raw, {
			isActive: false,
			constant: false,
			url: false,
			filter: false,
			wpLocalConstant: false,
		} ),
	};
}

/** A connection error the notices can word; one without a known action or a message is left out. */
function connectionError( value: unknown ): ConnectionError | undefined {
	if ( ! isRecord( value ) || typeof value.message !== 'string' ) {
		return undefined;
	}
	const action = oneOf( value.action, [ 'reconnect', 'support' ] as const, 'reconnect' );
	const data = record( value.data );
	return {
		action,
		message: value.message,
		code: text( value.code ),
		data: { api_error_code: textOrNull( data.api_error_code ), api_http_code: typeof data.api_http_code === 'number' ? data.api_http_code : null },
	};
}

export function parseConnectionStatus( value: unknown ): ConnectionStatus {
	const raw = record( value );
	return {
		...fieldsOf( raw, {
			isActive: false,
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
			isStaging: false,
			isInIdentityCrisis: false,
			isPublic: false,
			sandboxDomain: '',
		} ),
		offlineMode: offlineMode( raw.offlineMode ),
		errors: Array.isArray( raw.errors ) ? raw.errors.map( connectionError ).filter( ( error ) => error !== undefined ) : [],
		siteConnectionStatus: raw.siteConnectionStatus === 'offline' ? 'offline' : bool( raw.siteConnectionStatus, false ),
	};
}

const PERMISSIONS: readonly ( keyof UserPermissions )[] = [
	'admin_page',
	'connect',
	'connect_user',
	'disconnect',
	'edit_posts',
	'manage_modules',
	'manage_options',
	'manage_plugins',
	'network_admin',
	'network_sites_page',
	'publish_posts',
	'view_stats',
];

/** Each permission the page did not grant plainly (true) is refused. */
function permissions( value: unknown ): UserPermissions {
	const raw = record( value );
	return Object.fromEntries( PERMISSIONS.map( ( name ) => [ name, raw[ name ] === true ] ) ) as Record< keyof UserPermissions, boolean >;
}

/** The linked provider account, or none when the page printed no usable one. */
function connectedUser( value: unknown ): ConnectedUser | null {
	if ( ! isRecord( value ) || typeof value.login !== 'string' ) {
		return null;
	}
	return {
		ID: count( value.ID ),
		login: value.login,
		email: text( value.email ),
		display_name: text( value.display_name ),
		avatar: text( value.avatar ),
		site_count: count( value.site_count ),
	};
}

export function parseCurrentUser( value: unknown ): CurrentUser {
	const raw = record( value );
	return {
		...fieldsOf( raw, {
			isConnected: false,
			isMaster: false,
			username: '',
			id: 0,
			gravatar: '',
		} ),
		wpcomUser: connectedUser( raw.wpcomUser ),
		permissions: permissions( raw.permissions ),
	};
}
