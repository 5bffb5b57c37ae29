/**
 * WordPress Playground's pinned tools (tools/package.json and its lockfile: the command line and
 * `@wp-playground/wordpress-builds`), installed on first use into .wp-test/playground/ and never by the project's own
 * `npm ci`; and a WordPress folder assembled from one of the builds. `npm run wordpress` serves one; the WordPress
 * suite runs on them too (tests/wordpress/README.md#versions).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const root = path.resolve( here, '../../..' );
export const TOOLS = path.join( root, '.wp-test/playground' );

/** Installs the pinned tools on the first run, and again only when the committed lockfile changes. */
export function ensureTools( log = () => {} ) {
	const lock = readFileSync( path.join( here, 'tools/package-lock.json' ), 'utf8' );
	const installed = path.join( TOOLS, 'package-lock.json' );
	if ( existsSync( installed ) && readFileSync( installed, 'utf8' ) === lock && existsSync( path.join( TOOLS, 'node_modules/@wp-playground/cli' ) ) ) {
		return;
	}
	log( 'first run: installing WordPress Playground (pinned in tests/wordpress/playground/tools) into .wp-test/playground' );
	mkdirSync( TOOLS, { recursive: true } );
	cpSync( path.join( here, 'tools/package.json' ), path.join( TOOLS, 'package.json' ) );
	cpSync( path.join( here, 'tools/package-lock.json' ), installed );
	execFileSync( 'npm', [ 'ci', '--prefix', TOOLS, '--no-audit', '--no-fund', '--loglevel=error' ], { stdio: 'inherit' } );
}

/**
 * A WordPress folder from the installed builds (`build` is a build's name: 6.2 … 6.5, beta, nightly): the PHP files,
 * then the static assets over them, without the build's placeholder configuration, database and log. The version
 * matrix copies it for each run; nothing serves it (`npm run wordpress` serves a copy of its own), so it stays as
 * assembled. A folder without the mark assembly leaves last (one a served site wrote to, before `npm run wordpress`
 * kept its own copy) is assembled anew.
 */
export function assembleWordPress( build, { log = () => {} } = {} ) {
	ensureTools( log );
	const builds = path.join( TOOLS, 'node_modules/@wp-playground/wordpress-builds' );
	const site = path.join( TOOLS, `site-${ build }` );
	const assembled = path.join( TOOLS, `site-${ build }.assembled` );
	if ( existsSync( assembled ) && existsSync( path.join( site, 'wp-settings.php' ) ) ) {
		return site;
	}
	log( `assembling WordPress ${ build } in ${ path.relative( root, site ) }` );
	rmSync( assembled, { force: true } );
	rmSync( site, { recursive: true, force: true } );
	mkdirSync( site, { recursive: true } );
	execFileSync( 'unzip', [ '-q', '-o', path.join( builds, `src/wordpress/wp-${ build }.zip` ), '-d', site ] );
	cpSync( path.join( builds, `public/wp-${ build }` ), site, { recursive: true } );
	// The build's placeholder configuration and database, the log it was built with, and its list of assets served
	// from elsewhere: Playground and the suite write their own configuration and database, and every asset is here.
	for ( const leftover of [ 'wp-config.php', 'wp-content/database', 'wp-content/debug.log', 'wordpress-remote-asset-paths' ] ) {
		rmSync( path.join( site, leftover ), { recursive: true, force: true } );
	}
	writeFileSync( assembled, `${ build }\n` );
	return site;
}
