/**
 * Two builds: the app (browser, content-hashed, split by route, CSS extracted, manifest for the hosts) into
 * build/, and the demo site's server (Node, dependencies left external) into build-server/.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const CssMinimizerPlugin = require( 'css-minimizer-webpack-plugin' );
const MiniCssExtractPlugin = require( 'mini-css-extract-plugin' );
const { WebpackManifestPlugin } = require( 'webpack-manifest-plugin' );
const rtlcss = require( 'rtlcss' );
const { sources, Compilation, NormalModuleReplacementPlugin } = require( 'webpack' );

/** Emits a right-to-left copy of every stylesheet, named as WordPress expects (name-rtl.css), for RTL admins. */
class RtlStylesPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap( 'RtlStylesPlugin', ( compilation ) => {
			compilation.hooks.processAssets.tap(
				{ name: 'RtlStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DERIVED },
				( assets ) => {
					for ( const name of Object.keys( assets ) ) {
						if ( name.endsWith( '.css' ) && ! name.endsWith( '-rtl.css' ) ) {
							const css = compilation.getAsset( name ).source.source().toString();
							compilation.emitAsset( name.replace( /\.css$/, '-rtl.css' ), new sources.RawSource( rtlcss.process( css ) ) );
						}
					}
				}
			);
		} );
	}
}

/**
 * The scripts a dashboard load runs from start to end (the app, its main part and the dashboard's chunk) open with
 * V8's compile hint (`//# allFunctionsCalledOnLoad`): Chromium then compiles all their functions while it streams them,
 * off the main thread, instead of each on the main thread at its first call, which was a third of a dashboard load's
 * main-thread time (docs/api.md#first-paint). Other browsers read it as a comment. Added after minification, source
 * map kept.
 */
const COMPILED_AT_ONCE = new Set( [ 'app', 'app-main', 'at-a-glance' ] );

class CompileHintsPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap( 'CompileHintsPlugin', ( compilation ) => {
			compilation.hooks.processAssets.tap( { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
				for ( const chunk of compilation.chunks ) {
					for ( const file of COMPILED_AT_ONCE.has( chunk.name ) ? chunk.files : [] ) {
						if ( file.endsWith( '.js' ) ) {
							compilation.updateAsset( file, ( source ) => new sources.ConcatSource( '//# allFunctionsCalledOnLoad\n', source ) );
						}
					}
				}
			} );
		} );
	}
}

/**
 * A Babel plugin for the browser's copy of the REST declaration (src/api/rest-routes.ts): each route's `args`, the
 * JSON Schema of its body, is left out. The sites check them (the demo's router, the plugin's generated route table,
 * both from the source); the app never reads them, and they were 1.7 KB of the boot's script (docs/api.md#arguments).
 */
const REST_DECLARATION = path.join( 'src', 'api', 'rest-routes.ts' );
const withoutRouteArgs = ( { types } ) => ( {
	visitor: {
		ObjectProperty( property, state ) {
			if ( state.filename.endsWith( REST_DECLARATION ) && ! property.node.computed && types.isIdentifier( property.node.key, { name: 'args' } ) ) {
				property.remove();
			}
		},
	},
} );

/**
 * The chunks the boot loads itself before the calls leave (the Jetpack host's normalisers, src/api/host.ts): what they
 * share with the app's main part stays out of it, so they never wait for it.
 */
const BOOT_CHUNKS = new Set( [ 'jetpack-host' ] );

/** The names of the chunks a module is in. */
const chunkNames = ( module, chunkGraph ) => [ ...chunkGraph.getModuleChunksIterable( module ) ].map( ( chunk ) => chunk.name );

/** The masthead the hosts print in the app's container (docs/shell.md#printed-masthead). */
const PRINTED_SHELL = path.resolve( __dirname, 'src/app/layout/printed-shell.html' );

/**
 * Emits route-preload.json for the hosts: the inline script of the page's head (the route-preload entry, without its
 * source map comment), the script and stylesheet files of each screen's chunk group, by screen (the screens the
 * routes open: src/app/route-screens.json), and the printed masthead's markup. See src/app/preload-screen-files.ts.
 */
class RoutePreloadPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap( 'RoutePreloadPlugin', ( compilation ) => {
			compilation.hooks.processAssets.tap( { name: 'RoutePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
				const screens = new Set( Object.values( require( './src/app/route-screens.json' ) ).filter( Boolean ) );
				const files = {};
				// Every screen needs the app's main part first (app-main, see splitChunks below).
				const appMain = [ ...( compilation.namedChunkGroups.get( 'app-start' )?.chunks ?? [] ) ]
					.filter( ( chunk ) => ! chunk.canBeInitial() )
					.flatMap( ( chunk ) => [ ...chunk.files ] );
				for ( const screen of screens ) {
					const group = compilation.namedChunkGroups.get( screen );
					if ( ! group ) {
						compilation.errors.push( new Error( `route-screens.json names a screen with no chunk: ${ screen }` ) );
						continue;
					}
					const own = group.chunks.filter( ( chunk ) => ! chunk.canBeInitial() ).flatMap( ( chunk ) => [ ...chunk.files ] );
					files[ screen ] = [ ...new Set( [ ...appMain, ...own ] ) ].filter( ( file ) => /\.(js|css)$/.test( file ) );
				}
				const entry = [ ...( compilation.namedChunks.get( 'route-preload' )?.files ?? [] ) ].find( ( file ) => file.endsWith( '.js' ) );
				const script = entry ? compilation.getAsset( entry ).source.source().toString().replace( /\n\/\/# sourceMappingURL=.*$/, '' ) : '';
				compilation.fileDependencies.add( PRINTED_SHELL );
				const shell = fs.readFileSync( PRINTED_SHELL, 'utf8' ).replace( />\s+</g, '><' ).trim();
				compilation.emitAsset( 'route-preload.json', new sources.RawSource( JSON.stringify( { script, files, shell } ) ) );
			} );
		} );
	}
}

/** The manifest lists each stylesheet's RTL copy under "<name>.rtl.css" too, for the plugin to enqueue. */
function withRtlEntries( seed, files ) {
	const manifest = Object.fromEntries( files.map( ( file ) => [ file.name, file.path ] ) );
	for ( const file of files ) {
		if ( file.name.endsWith( '.css' ) && ! file.name.endsWith( '-rtl.css' ) ) {
			manifest[ file.name.replace( /\.css$/, '.rtl.css' ) ] = file.path.replace( /\.css$/, '-rtl.css' );
		}
	}
	return manifest;
}

const extensions = [ '.tsx', '.ts', '.mjs', '.js' ];

/*
 * react-router's package exports name only its development build, whose warnings run checks on every render; its
 * production build is the same code without them. A production bundle takes that one, by file.
 */
function routerBuild( mode ) {
	if ( mode !== 'production' ) {
		return {};
	}
	const dist = path.resolve( __dirname, 'node_modules/react-router/dist/production' );
	return { 'react-router$': path.join( dist, 'index.mjs' ), 'react-router/dom$': path.join( dist, 'dom-export.mjs' ) };
}

const app = ( env, argv ) => ( {
	name: 'app',
	target: 'web',
	mode: argv.mode ?? 'production',
	devtool: argv.mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
	// route-preload: the small script the hosts print inline in the page's head (src/app/preload-screen-files.ts).
	entry: { app: './src/index.tsx', 'route-preload': './src/route-preload.ts' },
	output: {
		path: path.resolve( __dirname, 'build' ),
		filename: '[name].[contenthash:8].js',
		chunkFilename: '[name].[contenthash:8].js',
		// Resolved from the script's own URL, so the same build serves the demo site and the plugin folder.
		publicPath: 'auto',
		clean: true,
	},
	resolve: { extensions, alias: routerBuild( argv.mode ?? 'production' ) },
	module: {
		rules: [
			{ test: /\.m?js$/, resolve: { fullySpecified: false } },
			{ test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { plugins: [ withoutRouteArgs ] } } },
			{ test: /\.css$/, use: [ MiniCssExtractPlugin.loader, 'css-loader' ] },
		],
	},
	plugins: [
		/*
		 * @wordpress/components' Button wraps itself in the library's floating Tooltip, which pulls ariakit and
		 * floating-ui (27 KB gz) into every page for the label of icon-only buttons. Only Button's import is
		 * swapped, for a tooltip that gives that label to the browser's own (src/components/tooltip).
		 */
		new NormalModuleReplacementPlugin( /^\.\.\/tooltip\/index\.mjs$/, ( resource ) => {
			if ( /[\\/]@wordpress[\\/]components[\\/]build-module[\\/]button$/.test( resource.context ) ) {
				resource.request = path.resolve( __dirname, 'src/components/tooltip/NativeTooltip.tsx' );
			}
		} ),
		/*
		 * The library's Notice serializes a message that is not plain text to HTML (with @wordpress/element's whole
		 * server renderer, 2.5 KB gz on every page) only to announce its words: that one module is swapped for one that
		 * reads the words from the element tree (src/components/notice-speech).
		 */
		new NormalModuleReplacementPlugin( /^\.\/serialize\.mjs$/, ( resource ) => {
			if ( /[\\/]@wordpress[\\/]element[\\/]build-module$/.test( resource.context ) ) {
				resource.request = path.resolve( __dirname, 'src/components/notice-speech/spoken-text.ts' );
			}
		} ),
		/*
		 * The library's VisuallyHidden is drawn with its styling system (emotion, about 5 KB gz) that no other part of
		 * a dashboard load needs: swapped for the same element with the same inline styles (src/components/visually-hidden).
		 */
		new NormalModuleReplacementPlugin( /^\.\/component\.mjs$/, ( resource ) => {
			if ( /[\\/]@wordpress[\\/]components[\\/]build-module[\\/]visually-hidden$/.test( resource.context ) ) {
				resource.request = path.resolve( __dirname, 'src/components/visually-hidden/LightVisuallyHidden.tsx' );
			}
		} ),
		new MiniCssExtractPlugin( { filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' } ),
		new RtlStylesPlugin(),
		new RoutePreloadPlugin(),
		new CompileHintsPlugin(),
		new WebpackManifestPlugin( { fileName: 'manifest.json', publicPath: '', generate: withRtlEntries } ),
	],
	/*
	 * Terser as webpack sets it, plus: the syntax of the browsers WordPress supports (ES2020, which the build's
	 * browserslist keeps), a third pass, and property reads taken as free of side effects (the app's code and its
	 * packages define no getter that acts). About 0.5 KB gz off the dashboard's scripts.
	 */
	optimization: {
		minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020, pure_getters: true }, format: { ecma: 2020 } } },
		// The stylesheets too (cssnano's default preset, as WordPress' own build tools minify them), after their
		// right-to-left copies are written: without it they ship with their comments and indentation.
		minimizer: [ '...', new CssMinimizerPlugin() ],
		/*
		 * The app's script is only the boot (src/index.tsx): it sends the opened screen's calls as soon as the shell has
		 * painted. Everything the boot then evaluates (src/app/start-app.ts: the store, React, the components, the
		 * shell) is one script of its own, app-main, which the page's head starts with the screen's files; Chromium
		 * compiles the two side by side, and the boot runs once its own small script is compiled instead of the whole
		 * app (docs/api.md#start-calls). The shell's stylesheets stay in the app's, which the page prints.
		 */
		splitChunks: {
			cacheGroups: {
				// What the boot's own chunks share with the main part goes into the boot's script (it outranks appMain).
				bootShared: {
					chunks: 'async',
					test: ( module, { chunkGraph } ) => {
						const names = chunkNames( module, chunkGraph );
						return names.includes( 'app-start' ) && names.some( ( name ) => BOOT_CHUNKS.has( name ) );
					},
					name: 'app',
					enforce: true,
					priority: 15,
				},
				appMain: {
					chunks: 'async',
					test: ( module, { chunkGraph } ) => chunkNames( module, chunkGraph ).includes( 'app-start' ),
					name: 'app-main',
					enforce: true,
					priority: 10,
				},
				shellStyles: { type: 'css/mini-extract', chunks: ( chunk ) => chunk.name === 'app-start', name: 'app', enforce: true, priority: 20 },
			},
		},
		// The shortest ids and export names for the most used, rather than ids stable from build to build: each card's
		// view is loaded on its own (docs/dashboard.md#adding-a-card), and its imports are written out by id. About
		// 0.7 KB gz off the dashboard's scripts; the files' names still change only with their content.
		moduleIds: 'size',
		chunkIds: 'size',
		mangleExports: 'size',
	},
	performance: { hints: false },
	stats: 'errors-warnings',
} );

const server = ( env, argv ) => ( {
	name: 'server',
	target: 'node20',
	mode: argv.mode ?? 'production',
	devtool: false,
	entry: { server: './src/demo/server/main.ts' },
	output: { path: path.resolve( __dirname, 'build-server' ), filename: '[name].js', clean: true },
	resolve: { extensions },
	// Dependencies load from node_modules at run time: the server bundle holds only the project's own code.
	externals: [ ( { request }, callback ) => ( /^[^./]/.test( request ) ? callback( null, `commonjs ${ request }` ) : callback() ) ],
	module: {
		rules: [
			{
				test: /\.tsx?$/,
				exclude: /node_modules/,
				use: {
					loader: 'babel-loader',
					options: { presets: [ [ '@babel/preset-env', { targets: { node: '20' } } ] ] },
				},
			},
		],
	},
	// Keep Node's own __dirname so the server finds build/ next to build-server/.
	node: { __dirname: false },
	optimization: { minimize: false },
	stats: 'errors-warnings',
} );

module.exports = [ app, server ];
