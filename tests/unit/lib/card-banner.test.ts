import { getCardBannerAction } from '../../../src/lib/card-banner';

const caps = ( over: Partial< { hasConnectedOwner: boolean; userCanManageOptions: boolean; isOfflineMode: boolean } > = {} ) => ( {
	hasConnectedOwner: true,
	userCanManageOptions: true,
	isOfflineMode: false,
	...over,
} );

describe( 'getCardBannerAction', () => {
	it( 'offers an upgrade once someone owns the connection', () => {
		expect( getCardBannerAction( { caps: caps(), namesPlan: true } ) ).toBe( 'upgrade' );
	} );

	it( 'offers to connect while no one owns the connection', () => {
		expect( getCardBannerAction( { caps: caps( { hasConnectedOwner: false } ), namesPlan: true } ) ).toBe( 'connect' );
	} );

	it( 'hides a banner naming a plan from a user who cannot purchase, but not one that names none', () => {
		expect( getCardBannerAction( { caps: caps( { userCanManageOptions: false } ), namesPlan: true } ) ).toBeNull();
		expect( getCardBannerAction( { caps: caps( { userCanManageOptions: false } ), namesPlan: false } ) ).toBe( 'upgrade' );
	} );

	it( 'shows nothing offline, where neither action can work', () => {
		expect( getCardBannerAction( { caps: caps( { isOfflineMode: true } ), namesPlan: false } ) ).toBeNull();
	} );
} );
