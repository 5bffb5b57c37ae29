export interface LicensingUserCounts {
	attached: number;
	detached: number;
	revoked: number;
	not_revoked: number;
}

export interface UserLicense {
	license_key: string;
	product: string;
	product_id: number;
	attached_at: string | null;
	revoked_at: string | null;
}

export interface UserLicenses {
	items: UserLicense[];
}

export interface ActivationNoticeDismiss {
	last_detached_count: number | null;
	last_dismissed_time: string | null;
}

/** POST licensing/set-license: either the product it activated, or an errors map of lists. */
export interface SetLicenseResponse {
	activatedProductId?: number;
	errors?: Record< string, string[] >;
}

export type AttachLicensesResponse = ( { activatedProductId: number } | { errors: Record< string, string[] > } )[];
