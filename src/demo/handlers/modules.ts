import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import { WpError } from '../backend/wp-error';
import { writeSettings } from '../backend/settings-model';
import { modulesFor } from '../backend/secrets';
import { REST_ROUTES } from '../../api/rest-routes';
import type { DemoState } from '../backend/state';

function moduleOrThrow( state: DemoState, slug: string ) {
	const module = Object.hasOwn( state.modules, slug ) ? state.modules[ slug ] : undefined;
	if ( ! module ) {
		throw new WpError( 'not_found', 'The requested Jetpack module was not found.', 404 );
	}
	return module;
}

/** module/all, module/{slug}, module/{slug}/active and module/{slug} options. Data routes live with their cards. */
export function moduleHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, REST_ROUTES.modules, ( { backend: b } ) => modulesFor( b.state.modules, b.state.currentUser.permissions ) ),
		route( backend, REST_ROUTES.setModuleActive, ( { backend: b, params, body } ) => {
			const slug = params.slug ?? '';
			const module = moduleOrThrow( b.state, slug );
			const { active } = body;
			if ( module.override && module.override !== ( active ? 'active' : 'inactive' ) ) {
				throw new WpError( 'module_override', `${ module.name } has been set ${ module.override } by a site administrator.`, 400 );
			}
			if ( active && module.requires_connection && ! b.state.connection.isActive ) {
				throw new WpError( 'module_requires_connection', `${ module.name } needs a connection to WordPress.com.`, 400 );
			}
			b.update( ( state ) => {
				moduleOrThrow( state, slug ).activated = active;
			} );
			return {
				code: 'success',
				message: active ? `The requested Jetpack module was activated.` : `The requested Jetpack module was deactivated.`,
			};
		} ),
		route( backend, REST_ROUTES.module, ( { backend: b, params } ) => {
			const module = moduleOrThrow( b.state, params.slug ?? '' );
			return modulesFor( { [ module.module ]: module }, b.state.currentUser.permissions )[ module.module ];
		} ),
		route( backend, REST_ROUTES.updateModuleOptions, ( { backend: b, params, body } ) => {
			const module = moduleOrThrow( b.state, params.slug ?? '' );
			for ( const name of Object.keys( body ) ) {
				if ( ! Object.hasOwn( module.options, name ) ) {
					throw new WpError( 'rest_invalid_param', `${ module.name } has no option ${ name }.`, 400, { params: { [ name ]: 'unknown' } } );
				}
			}
			b.update( ( state ) => writeSettings( state, body ) );
			return { code: 'success', message: 'The requested Jetpack module was updated.' };
		} ),
	];
}
