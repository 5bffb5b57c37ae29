/** Switches demo modules on or off for a test. */
import type { DemoBackend } from '../../src/demo/backend/backend';

/** `active`: each module's slug and whether it is on. A slug the demo catalogue lacks fails the test, which would test nothing. */
export function setModules( backend: DemoBackend, active: Record< string, boolean > ): void {
	backend.update( ( state ) => {
		for ( const [ slug, on ] of Object.entries( active ) ) {
			const module = state.modules[ slug ];
			if ( ! module ) {
				throw new Error( `The demo catalogue has no module "${ slug }".` );
			}
			module.activated = on;
		}
	} );
}
