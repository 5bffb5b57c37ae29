import type { InstalledPlugins } from '../../../../src/api/types';
import { pluginInstallerState } from '../../../../src/components/plugin-installer/plugin-installer';

const FILE = 'jetpack-boost/jetpack-boost.php';
const plugin = ( active: boolean ) => ( { Name: 'Jetpack Boost', Version: '3.4.7', TextDomain: 'jetpack-boost', active } );
const other: InstalledPlugins = { 'hello-dolly/hello.php': { Name: 'Hello Dolly', Version: '1.7.2', TextDomain: 'hello-dolly', active: true } };

describe( 'pluginInstallerState', () => {
	it( 'reads the installed list when no call was made', () => {
		expect( pluginInstallerState( other, FILE, 'uninitialized' ) ).toBe( 'not-installed' );
		expect( pluginInstallerState( { ...other, [ FILE ]: plugin( false ) }, FILE, 'uninitialized' ) ).toBe( 'inactive' );
		expect( pluginInstallerState( { ...other, [ FILE ]: plugin( true ) }, FILE, 'uninitialized' ) ).toBe( 'active' );
	} );

	it( 'matches the plugin file exactly, not another plugin of the same folder or an inherited key', () => {
		expect( pluginInstallerState( { 'jetpack-boost/other.php': plugin( true ) }, FILE, 'uninitialized' ) ).toBe( 'not-installed' );
		expect( pluginInstallerState( {}, 'constructor', 'uninitialized' ) ).toBe( 'not-installed' );
	} );

	it( 'is installing a missing plugin and activating an installed one while the call runs', () => {
		expect( pluginInstallerState( other, FILE, 'pending' ) ).toBe( 'installing' );
		expect( pluginInstallerState( { [ FILE ]: plugin( false ) }, FILE, 'pending' ) ).toBe( 'activating' );
	} );

	it( 'is active once the call succeeded, before the list is asked again', () => {
		expect( pluginInstallerState( other, FILE, 'fulfilled' ) ).toBe( 'active' );
		expect( pluginInstallerState( { [ FILE ]: plugin( false ) }, FILE, 'fulfilled' ) ).toBe( 'active' );
	} );

	it( 'falls back to what the list says after a failed call, so the button works again', () => {
		expect( pluginInstallerState( other, FILE, 'rejected' ) ).toBe( 'not-installed' );
		expect( pluginInstallerState( { [ FILE ]: plugin( false ) }, FILE, 'rejected' ) ).toBe( 'inactive' );
	} );
} );
