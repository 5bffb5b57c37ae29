import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { readSettings, writeSettings } from '../backend/settings-model';
import { settingsFor } from '../backend/secrets';
import { route } from '../backend/rest';
import { forbidden, WpError } from '../backend/wp-error';
import { buildScenario } from '../backend/scenarios';
import { applyPostByEmailAction, isPostByEmailAction, requirePostByEmail } from '../backend/post-by-email';
import { REST_ROUTES } from '../../api/rest-routes';
import { fromJetpackSettingsUpdate } from '../jetpack-host/answers';
import { isJetpackHost } from '../jetpack-host/host-mode';
import { createModuleCatalogue, createSiteOptionDefaults } from '../../module-catalogue/modules';

/** settings GET/POST and the developer's options/{name} reset. */
export function settingsHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, REST_ROUTES.settings, ( { backend: b } ) => settingsFor( readSettings( b.state ), b.state.currentUser.permissions ) ),
		route( backend, REST_ROUTES.updateSettings, ( { backend: b, body: sent } ) => {
			// Jetpack takes the IP lists' switch its own way (docs/demo-site.md#jetpack-host).
			const body = isJetpackHost( b.state ) ? ( fromJetpackSettingsUpdate( sent ) as typeof sent ) : sent;
			// The post-by-email address is changed by action words (docs/settings.md#post-by-email), not written as a value.
			const { post_by_email_address: action, ...rest } = body;
			const permissions = b.state.currentUser.permissions;
			// Authors manage their own post-by-email address; everything else needs manage_options.
			const actionOnly = isPostByEmailAction( action ) && Object.keys( rest ).length === 0;
			if ( ! permissions.manage_options && ! ( actionOnly && permissions.publish_posts ) ) {
				throw forbidden();
			}
			if ( ! isPostByEmailAction( action ) ) {
				b.update( ( state ) => writeSettings( state, body ) );
				return { code: 'success', message: 'The requested Jetpack data updates were successful.' };
			}
			let address: string | null = null;
			b.update( ( state ) => {
				requirePostByEmail( state );
				if ( Object.keys( rest ).length ) {
					writeSettings( state, rest );
				}
				address = applyPostByEmailAction( state, action );
			} );
			return { code: 'success', message: 'The requested Jetpack data updates were successful.', post_by_email_address: address };
		} ),
		route( backend, REST_ROUTES.resetOptions, ( { backend: b, params } ) => {
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
		} ),
	];
}
