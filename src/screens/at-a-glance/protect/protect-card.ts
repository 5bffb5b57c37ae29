/**
 * The Brute force protection card (docs/dashboard.md#monitor-image-accelerator-and-protection): whether it asks for the
 * blocked-attempts count, and what the count says. Pure.
 */
import type { ProtectCount } from '../../../api/types';
import type { Module } from '../../../api/types';
import type { Capabilities } from '../../../lib/permissions';

/**
 * The count comes from the provider: asked only while protection is on and the site is connected, never offline
 * (docs/api.md#dashboard-cards).
 */
export function fetchesProtectCount(
	module: Pick< Module, 'activated' > | undefined,
	caps: Pick< Capabilities, 'isOfflineMode' | 'isSiteConnected' >
): boolean {
	return ! caps.isOfflineMode && caps.isSiteConnected && module?.activated === true;
}

export type ProtectCountView = { kind: 'blocked'; count: number } | { kind: 'none-yet' };

/**
 * A positive number is the attempts blocked so far; false, '0', 'N/A' (and zero) all mean nothing to report yet
 * (docs/api.md#data-shapes). PHP may send the number as a numeric string.
 */
export function protectCountView( count: ProtectCount | string ): ProtectCountView {
	const value = typeof count === 'string' && /^\d+$/.test( count ) ? Number( count ) : count;
	return typeof value === 'number' && value > 0 ? { kind: 'blocked', count: value } : { kind: 'none-yet' };
}
