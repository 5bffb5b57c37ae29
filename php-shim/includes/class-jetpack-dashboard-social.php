<?php
/**
 * Jetpack Social's accounts (GET/POST publicize/connections, DELETE publicize/connections/{id}, GET publicize/services),
 * stored in one option. Every route needs publishing rights. An account is connected from a keyring id that the
 * service's page hands the browser; this plugin has no provider to open such a page or to vouch for an id, so it
 * offers no service and accepts no id unless a provider plugs in through two filters:
 * - `jetpack_dashboard_social_connect_urls`: service id => the keyring page's URL (the services the card offers);
 * - `jetpack_dashboard_social_keyring_connection`: ( null, keyring id, user id ) => the account the id stands for,
 *   { service, service_label, display_name, profile_url? }, or null when the provider does not know it.
 * A provider only vouches for users linked to it, so the filter is also where the linked-user rule holds.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Answers the Jetpack Social routes.
 */
class Jetpack_Dashboard_Social {

	const OPTION = Jetpack_Dashboard_Storage::SOCIAL;

	/** The most accounts a site keeps. */
	const MAX_ACCOUNTS = 100;

	/**
	 * The plugin's answers to the four Social routes (their methods, paths and permission are declared in
	 * src/api/rest-routes.ts: route-table.php), by route name.
	 *
	 * @return array<string, callable>
	 */
	public static function handlers(): array {
		return array(
			'socialConnections'       => array( self::class, 'list_connections' ),
			'socialServices'          => array( self::class, 'list_services' ),
			'connectSocialAccount'    => array( self::class, 'connect' ),
			'disconnectSocialAccount' => array( self::class, 'disconnect' ),
		);
	}

	/**
	 * The stored accounts and the next id.
	 *
	 * @return array{connections: array<int, array<string, mixed>>, next_id: int}
	 */
	private static function stored(): array {
		$stored = Jetpack_Dashboard_Storage::array_option( self::OPTION );
		$list   = is_array( $stored ) && isset( $stored['connections'] ) && is_array( $stored['connections'] ) ? array_values( $stored['connections'] ) : array();
		$next   = is_array( $stored ) && isset( $stored['next_id'] ) ? max( 1, (int) $stored['next_id'] ) : 1;
		return array(
			'connections' => $list,
			'next_id'     => $next,
		);
	}

	/**
	 * GET publicize/connections.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function list_connections(): array {
		return self::stored()['connections'];
	}

	/**
	 * GET publicize/services: only the services a provider gave a keyring page for.
	 *
	 * @return array<int, array{id: string, label: string, connect_url: string}>
	 */
	public static function list_services(): array {
		$labels   = array(
			'facebook' => 'Facebook',
			'linkedin' => 'LinkedIn',
			'tumblr'   => 'Tumblr',
			'mastodon' => 'Mastodon',
		);
		$urls     = apply_filters( 'jetpack_dashboard_social_connect_urls', array() );
		$services = array();
		foreach ( is_array( $urls ) ? $urls : array() as $id => $url ) {
			if ( is_string( $id ) && is_string( $url ) && '' !== $url ) {
				$services[] = array(
					'id'          => $id,
					'label'       => $labels[ $id ] ?? ucfirst( $id ),
					'connect_url' => esc_url_raw( $url ),
				);
			}
		}
		return $services;
	}

	/**
	 * POST publicize/connections {keyring_connection_id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function connect( WP_REST_Request $request ): array|WP_Error {
		$id      = (int) $request->get_param( 'keyring_connection_id' );
		$user_id = get_current_user_id();
		$account = apply_filters( 'jetpack_dashboard_social_keyring_connection', null, $id, $user_id );
		if ( ! is_array( $account ) || ! isset( $account['service'], $account['display_name'] ) || ! is_string( $account['service'] ) || ! is_string( $account['display_name'] ) ) {
			return new WP_Error( 'invalid_keyring', __( 'This account was not authorized by the service, or it was already added.', 'jetpack' ), array( 'status' => 400 ) );
		}
		// Whole against other writes: the id and the list are read and written under the storage lock.
		return Jetpack_Dashboard_Storage::transaction(
			static function () use ( $account, $user_id ): array|WP_Error {
				$stored = self::stored();
				if ( count( $stored['connections'] ) >= self::MAX_ACCOUNTS ) {
					/* translators: %d: number of accounts. */
					return new WP_Error( 'too_many_connections', sprintf( __( 'This site already has %d social media accounts: disconnect one first.', 'jetpack' ), self::MAX_ACCOUNTS ), array( 'status' => 400 ) );
				}
				$connection = array(
					'id'            => $stored['next_id'],
					'service'       => mb_substr( $account['service'], 0, 64 ),
					'service_label' => mb_substr( is_string( $account['service_label'] ?? null ) ? $account['service_label'] : ucfirst( $account['service'] ), 0, 100 ),
					'display_name'  => mb_substr( $account['display_name'], 0, 200 ),
					'profile_url'   => is_string( $account['profile_url'] ?? null ) ? esc_url_raw( mb_substr( $account['profile_url'], 0, 2000 ) ) : '',
					'connected_by'  => $user_id,
					'shared'        => false,
				);
				$stored['connections'][] = $connection;
				++$stored['next_id'];
				update_option( self::OPTION, $stored, false );
				return $connection;
			}
		);
	}

	/**
	 * DELETE publicize/connections/{id}: whoever connected the account may, and so may an administrator.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{deleted: true, id: int}|WP_Error
	 */
	public static function disconnect( WP_REST_Request $request ): array|WP_Error {
		$id = (int) Jetpack_Dashboard_Rest::url_param( $request, 'id' );
		return Jetpack_Dashboard_Storage::transaction( static fn() => self::remove( $id ) );
	}

	/**
	 * Removes an account under the storage lock.
	 *
	 * @param int $id Account id.
	 * @return array{deleted: true, id: int}|WP_Error
	 */
	private static function remove( int $id ): array|WP_Error {
		$stored = self::stored();
		foreach ( $stored['connections'] as $index => $connection ) {
			if ( (int) ( $connection['id'] ?? 0 ) !== $id ) {
				continue;
			}
			if ( (int) ( $connection['connected_by'] ?? 0 ) !== get_current_user_id() && ! current_user_can( 'manage_options' ) ) {
				return new WP_Error(
					'rest_forbidden',
					__( 'Only the user who connected this account, or an administrator, can disconnect it.', 'jetpack' ),
					array( 'status' => 403 )
				);
			}
			array_splice( $stored['connections'], $index, 1 );
			update_option( self::OPTION, $stored, false );
			return array(
				'deleted' => true,
				'id'      => $id,
			);
		}
		return new WP_Error( 'not_found', __( 'No social media connection has this id.', 'jetpack' ), array( 'status' => 404 ) );
	}
}
