/**
 * Where each WordPress the suite runs on comes from (tests/wordpress/README.md#versions), offline once cached:
 *   6.1  Debian bookworm's `wordpress` package, installed with apt by run.mjs (the machine's own release);
 *   6.2 to 6.7  the builds of `@wp-playground/wordpress-builds`, pinned with npm run wordpress' tools
 *        (playground/tools/package-lock.json, integrity checked by npm) and installed with them on first use;
 *   6.8, 7.1  Debian trixie's and sid's `wordpress` package and the theme and libraries it links to, fetched with
 *        `apt-get download` through an apt setup of its own (the machine's sources, lists and cache are untouched),
 *        checked against the versions and sha256 sums pinned in versions/wordpress-VERSION.json, unpacked with
 *        `dpkg-deb -x` and cached in .wp-test/ (gitignored) until the pins change.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleWordPress } from '../playground/builds.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const root = path.resolve( here, '../../..' );
const CACHE = path.join( root, '.wp-test' );

export const DEFAULT_VERSION = '6.1';
/** The build of @wp-playground/wordpress-builds 0.9.19 for each version it provides (6.6 is RC3, 6.7 an alpha). */
export const PLAYGROUND_BUILDS = { '6.2': '6.2', '6.3': '6.3', '6.4': '6.4', '6.5': '6.5', '6.6': 'beta', '6.7': 'nightly' };
/** The versions taken from Debian's packages of a newer release than the machine's (pinned in versions/). */
export const DEBIAN_PINNED = [ '6.8', '7.1' ];
export const VERSIONS = [ '6.1', ...Object.keys( PLAYGROUND_BUILDS ), ...DEBIAN_PINNED ];

/** The version asked for: `--wp=X` on the command line, else JP_WP_VERSION, else the default. */
export function chosenVersion( argv = process.argv.slice( 2 ), env = process.env ) {
	const option = argv.find( ( arg ) => arg.startsWith( '--wp=' ) );
	const version = option ? option.slice( '--wp='.length ) : env.JP_WP_VERSION || DEFAULT_VERSION;
	if ( ! VERSIONS.includes( version ) ) {
		throw new Error( `WordPress ${ version } is not one the suite knows: ${ VERSIONS.join( ', ' ) }` );
	}
	return version;
}

/**
 * The machine's Debian archive, as its apt sources name it (deb822 `.sources` files or one-line `sources.list`):
 * trixie and sid are fetched from the same place, so nothing here names a host of its own.
 */
export function debianArchive( sourceTexts ) {
	for ( const text of sourceTexts ) {
		for ( const stanza of text.split( /\n\s*\n/ ) ) {
			const field = ( name ) => stanza.match( new RegExp( `^${ name }:\\s*(.+)$`, 'mi' ) )?.[ 1 ].trim();
			const uri = field( 'URIs' )?.split( /\s+/ )[ 0 ];
			const suites = field( 'Suites' ) ?? '';
			if ( uri && /debian\/?$/.test( uri ) && ! /security/.test( suites ) ) {
				return { uri, keyring: field( 'Signed-By' ) ?? '/usr/share/keyrings/debian-archive-keyring.gpg' };
			}
		}
		const line = text.match( /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian\/?)\s+(?!\S*security)\S+/m );
		if ( line ) {
			return { uri: line[ 1 ], keyring: '/usr/share/keyrings/debian-archive-keyring.gpg' };
		}
	}
	throw new Error( 'no Debian archive in the machine’s apt sources' );
}

function machineSources() {
	const files = [ '/etc/apt/sources.list' ];
	if ( existsSync( '/etc/apt/sources.list.d' ) ) {
		files.push( ...readdirSync( '/etc/apt/sources.list.d' ).filter( ( name ) => /\.(sources|list)$/.test( name ) ).sort().map( ( name ) => path.join( '/etc/apt/sources.list.d', name ) ) );
	}
	return files.filter( ( file ) => existsSync( file ) ).map( ( file ) => readFileSync( file, 'utf8' ) );
}

/** Re-points absolute symlinks (Debian links WordPress' bundled libraries to /usr/share/...) into the unpacked tree. */
function relink( dir, unpacked ) {
	for ( const name of readdirSync( dir ) ) {
		const file = path.join( dir, name );
		const stat = lstatSync( file );
		if ( stat.isSymbolicLink() ) {
			const target = readlinkSync( file );
			if ( path.isAbsolute( target ) && existsSync( path.join( unpacked, target ) ) ) {
				rmSync( file );
				symlinkSync( path.join( unpacked, target ), file );
			}
		} else if ( stat.isDirectory() ) {
			relink( file, unpacked );
		}
	}
}

function sha256( file ) {
	return createHash( 'sha256' ).update( readFileSync( file ) ).digest( 'hex' );
}

function fromDebianPins( version, log ) {
	const lockText = readFileSync( path.join( here, `../versions/wordpress-${ version }.json` ), 'utf8' );
	const lock = JSON.parse( lockText );
	const folder = path.join( CACHE, `wordpress-${ lock.wordpress }` );
	const unpacked = path.join( folder, 'root' );
	const wordpress = path.join( unpacked, 'usr/share/wordpress' );
	const stamp = path.join( folder, 'pins.json' );
	if ( existsSync( stamp ) && readFileSync( stamp, 'utf8' ) === lockText && existsSync( path.join( wordpress, 'wp-settings.php' ) ) ) {
		return wordpress;
	}
	log( `fetching WordPress ${ lock.wordpress } from Debian ${ lock.suite } into ${ path.relative( root, folder ) }` );
	rmSync( folder, { recursive: true, force: true } );
	const apt = path.join( folder, 'apt' );
	const debs = path.join( folder, 'debs' );
	for ( const dir of [ 'lists/partial', 'cache/archives/partial', 'parts' ] ) {
		mkdirSync( path.join( apt, dir ), { recursive: true } );
	}
	mkdirSync( debs, { recursive: true } );
	const archive = debianArchive( machineSources() );
	writeFileSync( path.join( apt, 'sources.list' ), `deb [signed-by=${ archive.keyring }] ${ archive.uri } ${ lock.suite } main\n` );
	const options = [
		'-o', `Dir::Etc::SourceList=${ path.join( apt, 'sources.list' ) }`,
		'-o', `Dir::Etc::SourceParts=${ path.join( apt, 'parts' ) }`,
		'-o', `Dir::State::Lists=${ path.join( apt, 'lists' ) }`,
		'-o', `Dir::Cache=${ path.join( apt, 'cache' ) }`,
		// Downloads land in a folder the unprivileged _apt user cannot write to: no sandbox, no warning.
		'-o', 'APT::Sandbox::User=root',
	];
	execFileSync( 'apt-get', [ ...options, '-qq', 'update' ], { stdio: [ 'ignore', 'pipe', 'inherit' ] } );
	execFileSync( 'apt-get', [ ...options, '-qq', 'download', ...lock.packages.map( ( { name, version } ) => `${ name }=${ version }` ) ], { cwd: debs, stdio: [ 'ignore', 'pipe', 'inherit' ] } );
	for ( const { name, version, sha256: pinned } of lock.packages ) {
		const file = readdirSync( debs ).find( ( entry ) => entry.startsWith( `${ name }_` ) && entry.endsWith( '.deb' ) );
		if ( ! file || ! file.includes( `_${ version.replace( /^\d+:/, '' ).replace( /:/g, '%3a' ) }_` ) ) {
			throw new Error( `${ name } ${ version } was not downloaded` );
		}
		const actual = sha256( path.join( debs, file ) );
		if ( actual !== pinned ) {
			throw new Error( `${ file }: sha256 ${ actual }, pinned ${ pinned }` );
		}
		execFileSync( 'dpkg-deb', [ '-x', path.join( debs, file ), unpacked ] );
	}
	relink( unpacked, unpacked );
	rmSync( apt, { recursive: true, force: true } );
	writeFileSync( stamp, lockText );
	return wordpress;
}

/** The folder of a WordPress install for `version`, ready to be copied with `cp -rL`. */
export function wordpressFolder( version, log = () => {} ) {
	if ( DEBIAN_PINNED.includes( version ) ) {
		return fromDebianPins( version, log );
	}
	if ( PLAYGROUND_BUILDS[ version ] ) {
		return assembleWordPress( PLAYGROUND_BUILDS[ version ], { log } );
	}
	return '/usr/share/wordpress';
}

/** The exact release of a WordPress folder, as its own version.php says (6.6-RC3, 6.8.12). */
export function releaseOf( folder ) {
	return readFileSync( path.join( folder, 'wp-includes/version.php' ), 'utf8' ).match( /\$wp_version\s*=\s*'([^']+)'/ )?.[ 1 ] ?? 'unknown';
}
