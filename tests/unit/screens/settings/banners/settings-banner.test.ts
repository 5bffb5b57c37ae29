import { getSettingsBannerAction } from '../../../../../src/screens/settings/banners/settings-banner';

const caps = ( over: Partial< { userCanManageModules: boolean; hasConnectedOwner: boolean; userCanManageOptions: boolean; isOfflineMode: boolean } > = {} ) => ( {
	userCanManageModules: true,
	hasConnectedOwner: true,
	userCanManageOptions: true,
	isOfflineMode: false,
	...over,
} );

it.each( [
	[ 'a manager, with a connected owner', caps(), 'upgrade' ],
	[ 'a manager, without a connected owner', caps( { hasConnectedOwner: false } ), 'connect' ],
	[ 'a non-manager, with a connected owner', caps( { userCanManageModules: false, userCanManageOptions: false } ), null ],
	// A role given the options but not the modules (a custom role): the settings are still not theirs to extend.
	[ 'one who may buy but not manage modules', caps( { userCanManageModules: false } ), null ],
	[ 'a non-manager, without a connected owner', caps( { userCanManageModules: false, userCanManageOptions: false, hasConnectedOwner: false } ), null ],
	// Module rights without the right to buy for the site: the shared banner rule keeps the purchase to administrators.
	[ 'a manager who cannot purchase', caps( { userCanManageOptions: false } ), null ],
	[ 'a manager offline', caps( { isOfflineMode: true } ), null ],
] as const )( '%s gets %s', ( _who, given, action ) => {
	expect( getSettingsBannerAction( given ) ).toBe( action );
} );
