import type { ScanStatus, VaultPressData } from '../../../../../src/api/types';
import { antiSpamBadge, backupBadge, badgeLabel, badgeTone, scanBadge } from '../../../../../src/screens/settings/security/security-status-badge';
import type { SecurityBadge } from '../../../../../src/screens/settings/security/security-status-badge';

it.each( [
	[ undefined, null ],
	[ { state: 'provisioning' }, { kind: 'rewind-connected', state: 'provisioning' } ],
	[ { state: 'awaiting_credentials' }, { kind: 'rewind-connected', state: 'awaiting_credentials' } ],
	[ { state: 'active' }, { kind: 'rewind-connected', state: 'active' } ],
	[ { state: 'unavailable' }, null ],
	[ { state: 'empty' }, null ],
] as const )( 'the backup service %j gives the badge %j', ( rewind, badge ) => {
	expect( backupBadge( rewind ) ).toEqual( badge );
} );

const threat = { id: 1, signature: 's', description: 'd', first_detected: '', severity: 3, fixable: false };
const credentials = [ { type: 'managed', role: 'main', still_valid: true } ];
const scan = ( state: ScanStatus[ 'state' ], threats: number, withCredentials = true ): ScanStatus => ( {
	state,
	threats: Array.from( { length: threats }, ( _, id ) => ( { ...threat, id } ) ),
	credentials: withCredentials ? credentials : [],
} );
const legacy = ( security: boolean, count: number ): VaultPressData => ( {
	code: 'success',
	message: '',
	data: { active: true, features: { backups: true, security }, security: { notice_count: count }, backups: { stats: { posts: 0, comments: 0, plugins: 0, themes: 0, uploads: 0 } } },
} );

it.each( [
	[ 'no scan asked', undefined, undefined, null ],
	[ 'threats', scan( 'idle', 17 ), undefined, { kind: 'threats', count: 17 } ],
	[ 'threats without credentials', scan( 'idle', 2, false ), undefined, { kind: 'threats', count: 2 } ],
	[ 'no credentials', scan( 'idle', 0, false ), undefined, { kind: 'scan-credentials' } ],
	[ 'a clean scan', scan( 'idle', 0 ), undefined, { kind: 'secure' } ],
	[ 'a scan running', scan( 'scanning', 0 ), undefined, { kind: 'secure' } ],
	[ 'an unavailable scan', scan( 'unavailable', 0 ), undefined, null ],
	[ 'the legacy scanner with threats', scan( 'unavailable', 0 ), legacy( true, 4 ), { kind: 'threats', count: 4 } ],
	[ 'the legacy scanner, clean', undefined, legacy( true, 0 ), { kind: 'secure' } ],
	[ 'the legacy service without scanning', undefined, legacy( false, 4 ), null ],
	[ 'the legacy service without its features', undefined, { code: 'success', message: '', data: {} } as unknown as VaultPressData, null ],
	[
		'the legacy scanner without its figures',
		undefined,
		{ code: 'success', message: '', data: { active: true, features: { security: true } } } as unknown as VaultPressData,
		{ kind: 'secure' },
	],
] as const )( '%s', ( _name, scanStatus, vaultPress, badge ) => {
	expect( scanBadge( { scan: scanStatus, vaultPress } ) ).toEqual( badge );
} );

it.each( [
	[ 'invalid_key', { kind: 'invalid-key' } ],
	[ 1284, { kind: 'active' } ],
	[ 0, { kind: 'active' } ],
	[ 'not_active', null ],
	[ 'not_installed', null ],
	[ 'N/A', null ],
	[ undefined, null ],
] as const )( 'the anti-spam data %j gives the badge %j', ( data, badge ) => {
	expect( antiSpamBadge( data ) ).toEqual( badge );
} );

it.each( [
	[ { kind: 'threats', count: 1 }, '1 threat', 'error' ],
	[ { kind: 'threats', count: 1200 }, '1,200 threats', 'error' ],
	[ { kind: 'secure' }, 'Secure', 'success' ],
	[ { kind: 'scan-credentials' }, 'Action needed', 'warning' ],
	[ { kind: 'invalid-key' }, 'Invalid key', 'warning' ],
	[ { kind: 'rewind-connected', state: 'provisioning' }, 'Setting up', 'info' ],
	[ { kind: 'rewind-connected', state: 'awaiting_credentials' }, 'Action needed', 'warning' ],
	[ { kind: 'rewind-connected', state: 'active' }, 'Connected', 'success' ],
	[ { kind: 'active' }, 'Active', 'success' ],
] as const )( '%j reads %j in the %s tone', ( badge, label, tone ) => {
	expect( badgeLabel( badge as SecurityBadge, 'en_US' ) ).toBe( label );
	expect( badgeTone( badge as SecurityBadge ) ).toBe( tone );
} );
