import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { readSettings, writeSettings } from '../backend/settings-model';
import { requireBoolean, route, WpError } from '../backend/rest';
import { buildScenario } from '../backend/scenarios';
import { createModuleCatalogue, createSiteOptionDefaults } from '../catalogue/modules';

/** settings GET/POST and the developer's options/{name} reset. */
export function settingsHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, 'get', 'settings', ( { backend: b } ) => readSettings( b.state ) ),
		route( backend, 'post', 'settings', ( { backend: b, body } ) => {
			b.update( ( state ) => writeSettings( state, body ) );
			return { code: 'success', message: 'The requested Jetpack data updates were successful.' };
		}, 'manage_options' ),
		route( backend, 'post', 'options/:name', ( { backend: b, params, body } ) => {
			if ( ! requireBoolean( body, 'reset' ) ) {
				throw new WpError( 'rest_invalid_param', 'Nothing to do: reset is false.', 400 );
			}
			const name = params.name ?? '';
			if ( name !== 'options' && name !== 'modules' ) {
				throw new WpError( 'invalid_param', `Unknown option set "${ name }" (use options or modules).`, 404 );
			}
			b.update( ( state ) => {
				if ( name === 'modules' ) {
					const fresh = buildScenario( state.scenario, b.now() ).modules;
					for ( const [ slug, module ] of Object.entries( state.modules ) ) {
						module.activated = fresh[ slug ]?.activated ?? false;
					}
					return;
				}
				state.options = createSiteOptionDefaults();
				const defaults = createModuleCatalogue( state.site.url );
				for ( const [ slug, module ] of Object.entries( state.modules ) ) {
					for ( const [ key, option ] of Object.entries( module.options ) ) {
						option.current_value = defaults[ slug ]?.options[ key ]?.current_value ?? option.default;
					}
				}
				state.dismissedNotices = {};
			} );
			return { code: 'success', message: `Jetpack ${ name } reset.` };
		}, 'manage_options' ),
	];
}
