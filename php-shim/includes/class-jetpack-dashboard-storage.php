<?php
/**
 * Where the plugin keeps what it stores, and how a write stays whole when requests run at the same time.
 * Every row is the plugin's own and carries its prefix, except the Akismet key, which is Akismet's own option
 * (docs/wordpress-plugin.md#storage).
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Option and user meta names, the write lock, the one-time move from unprefixed names, and removal.
 */
class Jetpack_Dashboard_Storage {

	const ACTIVE_MODULES       = 'jetpack_dashboard_active_modules';
	const SETTINGS             = 'jetpack_dashboard_settings';
	const RECOMMENDATIONS_DATA = 'jetpack_dashboard_recommendations_data';
	const RECOMMENDATIONS_STEP = 'jetpack_dashboard_recommendations_step';
	const QUESTIONNAIRE        = 'jetpack_dashboard_setup_questionnaire';
	const SEEN_WC_MODAL        = 'jetpack_dashboard_seen_wc_connection_modal';
	const SAFE_MODE            = 'jetpack_dashboard_safe_mode_confirmed';
	const MIGRATE_IDC          = 'jetpack_dashboard_migrate_for_idc';
	const SOCIAL               = 'jetpack_dashboard_social_connections';
	const VERSION              = 'jetpack_dashboard_storage_version';
	/** The write lock's row while a write runs (transaction()): never autoloaded, deleted as the write ends. */
	const LOCK = 'jetpack_dashboard_lock';

	/**
	 * User meta: each user's own. The dismissed notices are also each site's own, under this name after the site's
	 * table prefix (dismissed_key()); the name alone is where the first versions kept them for every site at once.
	 */
	const DISMISSED      = 'jetpack_dashboard_dismissed_notices';
	const TRACKS_OPT_OUT = 'jetpack_dashboard_tracks_opt_out';
	const POST_BY_EMAIL  = 'jetpack_dashboard_post_by_email_address';

	/** Every option the plugin owns: what uninstalling removes. */
	const OPTIONS = array(
		self::ACTIVE_MODULES,
		self::SETTINGS,
		self::RECOMMENDATIONS_DATA,
		self::RECOMMENDATIONS_STEP,
		self::QUESTIONNAIRE,
		self::SEEN_WC_MODAL,
		self::SAFE_MODE,
		self::MIGRATE_IDC,
		self::SOCIAL,
		self::VERSION,
		self::LOCK,
	);

	/** Every user meta key the plugin owns. */
	const USER_META = array( self::DISMISSED, self::TRACKS_OPT_OUT, self::POST_BY_EMAIL );

	/** Settings kept in another plugin's own option (setting => option): written through, never reset or removed. */
	const FOREIGN = array( 'wordpress_api_key' => 'wordpress_api_key' );

	/** Names the first version stored under (its option => this version's), moved once by migrate(). */
	const UNPREFIXED = array(
		'jetpack_active_modules'               => self::ACTIVE_MODULES,
		'jetpack_recommendations_data'         => self::RECOMMENDATIONS_DATA,
		'jetpack_recommendations_step'         => self::RECOMMENDATIONS_STEP,
		'jetpack_setup_questionnaire'          => self::QUESTIONNAIRE,
		'jetpack_has_seen_wc_connection_modal' => self::SEEN_WC_MODAL,
		'jetpack_safe_mode_confirmed'          => self::SAFE_MODE,
		'jetpack_migrate_for_idc'              => self::MIGRATE_IDC,
	);

	/** 2: the settings map and prefixed names; 3: dismissed notices per site. */
	const CURRENT_VERSION = 3;

	/** Seconds a write waits for another one to finish before it gives up. */
	const LOCK_WAIT = 10;

	/**
	 * Seconds a lock is held at most: a request that died holding it (killed, or out of memory before its shutdown
	 * functions ran) holds it no longer. Every write the plugin makes ends in well under a second.
	 */
	const LOCK_EXPIRY = 30;

	/**
	 * How deep the current request is in transaction(): a write inside another one reuses its lock.
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * The lock row's value while this request holds it (its expiry and a token of this request's own), else null.
	 *
	 * @var string|null
	 */
	private static ?string $held = null;

	/**
	 * Runs a read-modify-write whole: one lock for the plugin's storage on this site, and every value read inside it
	 * comes from the database, not from what this request cached before another request wrote.
	 *
	 * @param callable $change The read-modify-write; what it returns is returned.
	 * @return mixed Its answer, or a 503 WP_Error when the lock was not had in time.
	 */
	public static function transaction( callable $change ): mixed {
		if ( self::$depth > 0 ) {
			return $change();
		}
		if ( ! self::lock() ) {
			return new WP_Error(
				'jetpack_dashboard_busy',
				__( 'Another change is being saved right now. Please try again.', 'jetpack' ),
				array( 'status' => 503 )
			);
		}
		++self::$depth;
		self::forget_cached();
		try {
			return $change();
		} finally {
			--self::$depth;
			self::unlock();
		}
	}

	/**
	 * Takes the lock: a row of the site's options table that only one request can add (its name is the table's unique
	 * key), or take over once it has expired, which works alike on MySQL, MariaDB and SQLite, where a database's named
	 * locks do not exist (docs/wordpress-plugin.md#storage). Waits with short retries, LOCK_WAIT seconds at most.
	 *
	 * @return bool Whether this request holds it now.
	 */
	private static function lock(): bool {
		global $wpdb;
		$token   = bin2hex( random_bytes( 8 ) );
		$give_up = microtime( true ) + self::LOCK_WAIT;
		do {
			$mine = ( time() + self::LOCK_EXPIRY ) . ':' . $token;
			// No error when the row is there: the insert adds nothing, and says so with 0 rows.
			$added = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'no' )", self::LOCK, $mine ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock is the database's row itself, never cached.
			if ( 1 === $added ) {
				self::hold( $mine );
				return true;
			}
			$theirs = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::LOCK ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( is_string( $theirs ) && (int) strtok( $theirs, ':' ) < time() ) {
				// Expired: taken over only if it is still the row read, so two requests cannot both take it.
				$taken = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $mine, self::LOCK, $theirs ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				if ( 1 === $taken ) {
					self::hold( $mine );
					return true;
				}
			}
			usleep( random_int( 10000, 40000 ) );
		} while ( microtime( true ) < $give_up );
		return false;
	}

	/**
	 * Notes the lock as this request's, released at the latest when the request ends (a fatal error skips `finally`).
	 *
	 * @param string $value The lock row's value.
	 */
	private static function hold( string $value ): void {
		static $on_shutdown = false;
		self::$held = $value;
		if ( ! $on_shutdown ) {
			$on_shutdown = true;
			register_shutdown_function( array( self::class, 'unlock' ) );
		}
	}

	/**
	 * Releases the lock if this request holds it: deletes the row only while it is still this request's own (one
	 * that expired and was taken over is the other request's now).
	 */
	public static function unlock(): void {
		global $wpdb;
		if ( null === self::$held ) {
			return;
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::LOCK, self::$held ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		self::$held = null;
	}

	/**
	 * Drops this request's cached copies of the plugin's rows, so the next read sees other requests' writes.
	 */
	private static function forget_cached(): void {
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		foreach ( array_merge( self::OPTIONS, array_values( self::FOREIGN ) ) as $option ) {
			wp_cache_delete( $option, 'options' );
		}
		$user = get_current_user_id();
		if ( $user ) {
			wp_cache_delete( $user, 'user_meta' );
		}
	}

	/**
	 * The user meta key of the dismissed notices on this site: user meta is shared by every site of a network, so
	 * the key carries the site's table prefix, as WordPress' own per-site user settings do (wp_2_...).
	 */
	public static function dismissed_key(): string {
		global $wpdb;
		return $wpdb->get_blog_prefix() . self::DISMISSED;
	}

	/**
	 * An option read as an array (a list or a map), or empty.
	 *
	 * @param string $option Option name.
	 * @return array<int|string, mixed>
	 */
	public static function array_option( string $option ): array {
		$stored = get_option( $option, array() );
		return is_array( $stored ) ? $stored : array();
	}

	/**
	 * Changes one array option whole under the lock: the change gets the stored value, fresh, and returns the new one
	 * (or a WP_Error, which is returned and writes nothing).
	 *
	 * @param string   $option   Option name.
	 * @param callable $change   array => array|WP_Error.
	 * @param bool     $autoload Whether every page loads it.
	 * @return array<int|string, mixed>|WP_Error The value stored.
	 */
	public static function change_option( string $option, callable $change, bool $autoload = true ): array|WP_Error {
		return self::transaction(
			static function () use ( $option, $change, $autoload ) {
				$next = $change( self::array_option( $option ) );
				if ( ! is_wp_error( $next ) ) {
					update_option( $option, $next, $autoload );
				}
				return $next;
			}
		);
	}

	/**
	 * Moves, once, what earlier versions stored elsewhere: the first version's rows under unprefixed names into this
	 * version's (storage version 2; the old rows stay: other plugins may own those names, roles, google, ..., so this
	 * plugin never deletes them), then the dismissed notices kept for every site into this site's (version 3).
	 */
	public static function migrate(): void {
		if ( (int) get_option( self::VERSION, 0 ) >= self::CURRENT_VERSION ) {
			return;
		}
		self::transaction(
			static function (): void {
				$version = (int) get_option( self::VERSION, 0 );
				if ( $version < 2 ) {
					self::move_unprefixed();
				}
				if ( $version < 3 ) {
					self::move_dismissals();
				}
				if ( $version < self::CURRENT_VERSION ) {
					update_option( self::VERSION, self::CURRENT_VERSION );
				}
			}
		);
	}

	/**
	 * The dismissed notices kept for every site at once become this site's (each user's, when this site has none of
	 * its own yet). Alone, the site then removes the shared rows; on a network they stay until every site has taken
	 * its copy, and uninstalling removes them.
	 */
	private static function move_dismissals(): void {
		$key = self::dismissed_key();
		foreach ( get_users( array( 'meta_key' => self::DISMISSED, 'fields' => 'ID', 'blog_id' => 0 ) ) as $user_id ) { // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- once, at the move.
			$shared = get_user_meta( (int) $user_id, self::DISMISSED, true );
			if ( is_array( $shared ) ) {
				add_user_meta( (int) $user_id, $key, $shared, true );
			}
		}
		if ( ! is_multisite() ) {
			delete_metadata( 'user', 0, self::DISMISSED, '', true );
		}
	}

	/**
	 * The first version's rows under unprefixed names, copied to this version's (see migrate()).
	 */
	private static function move_unprefixed(): void {
		$missing = new stdClass();
		foreach ( self::UNPREFIXED as $old => $new ) {
			$value = get_option( $old, $missing );
			if ( $value !== $missing && get_option( $new, $missing ) === $missing ) {
				update_option( $new, $value );
			}
		}
		if ( get_option( self::SETTINGS, $missing ) === $missing ) {
			update_option( self::SETTINGS, Jetpack_Dashboard_Store::valid_unprefixed_settings() );
		}
		foreach ( get_users( array( 'meta_key' => 'jetpack_tracks_opt_out', 'fields' => 'ID' ) ) as $user_id ) { // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- once, at the move.
			add_user_meta( (int) $user_id, self::TRACKS_OPT_OUT, (int) (bool) get_user_meta( (int) $user_id, 'jetpack_tracks_opt_out', true ), true );
		}
	}

	/**
	 * Removes every row the plugin owns on this site: its options and every user's dismissals here (uninstall.php; per
	 * site on multisite). The Akismet key and the first version's unprefixed rows stay.
	 */
	public static function delete_site(): void {
		foreach ( self::OPTIONS as $option ) {
			delete_option( $option );
		}
		self::delete_dismissals();
	}

	/**
	 * Every user's dismissed notices on this site, and no other site's (Reset Options, uninstalling).
	 */
	public static function delete_dismissals(): void {
		delete_metadata( 'user', 0, self::dismissed_key(), '', true );
	}

	/**
	 * Removes every user's meta rows of the plugin (users are shared by a network's sites).
	 */
	public static function delete_user_meta(): void {
		foreach ( self::USER_META as $key ) {
			delete_metadata( 'user', 0, $key, '', true );
		}
	}
}
