import { dependentPlugins, disconnectLabels } from '../../../../src/screens/connection/disconnect-dialog';

describe( 'disconnectLabels', () => {
	it.each( [
		[ 'jetpack-dashboard', 'Stay connected', 'Disconnect', 'Disconnecting…' ],
		[ 'plugins', 'Cancel', 'Deactivate', 'Deactivating…' ],
	] as const )( '%s: %s / %s (%s while busy)', ( context, cancel, confirm, busy ) => {
		expect( disconnectLabels( context ) ).toEqual( { cancel, confirm, busy } );
	} );
} );

describe( 'dependentPlugins', () => {
	it.each( [
		[ {}, [] ],
		[ { jetpack: { name: 'Jetpack' } }, [] ],
		[ { jetpack: { name: 'Jetpack' }, 'jetpack-backup': { name: 'Jetpack VaultPress Backup' } }, [ 'Jetpack VaultPress Backup' ] ],
		[ { 'jetpack-boost': { name: '' } }, [ 'jetpack-boost' ] ],
	] )( '%j → %j', ( plugins, names ) => {
		expect( dependentPlugins( plugins ) ).toEqual( names );
	} );
} );
