/**
 * The partner coupon of the demo site's `coupon` scenario (docs/connection.md#partner-coupon, docs/rules.md#constants:
 * the backup product is daily backup).
 */
import type { PartnerCoupon } from '../../api/types';

export function createPartnerCoupon(): PartnerCoupon {
	return {
		coupon_code: 'DEMOPARTNER1234',
		preset: 'jetpack_backup_daily',
		partner: { name: 'Demo Hosting', logo: { src: '', width: 0, height: 0 } },
		product: { slug: 'jetpack_backup_daily', title: 'Jetpack Backup', features: [ 'Daily backups', '30-day archive' ] },
	};
}
