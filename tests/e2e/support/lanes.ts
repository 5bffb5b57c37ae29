/**
 * Lanes: extra demo sites, each with its own data folder, so that gate cells that change the backend (a save, a
 * reset, an expired nonce) can run side by side without meeting each other's state. The cells are shared out
 * over the lanes; each lane runs its cells one after another in its own browser context.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoServer } from './demo-server';
import { devApiOk } from './dev-api';
import type { RunningDemo } from './demo-server';

export interface Lane {
	/** The lane's demo site, e.g. http://127.0.0.1:43123 */
	url: string;
	dataDir: string;
	reset( scenario: string ): Promise< void >;
	/** Posts one fault to the lane's /dev-api/faults (see support/faults.ts for the shapes). */
	fault( body: Record< string, unknown > ): Promise< void >;
	clearFaults(): Promise< void >;
	/** The backend's whole persisted state, as the lane's demo site last saved it. */
	backendState(): unknown;
}

/**
 * Lanes to run side by side: one more than the machine's cores (three on CI's two), at most four; overridable with
 * GATE_LANES. A lane's cell spends part of its time waiting on its own page and demo site, so one lane per core leaves
 * the cores a fifth idle (measured on the route sweep: 365 s on two lanes, 318 s on three).
 */
export const LANE_COUNT = Number( process.env.GATE_LANES ?? Math.min( os.cpus().length + 1, 4 ) );

function laneOf( demo: RunningDemo, dataDir: string ): Lane {
	return {
		url: demo.url,
		dataDir,
		reset: async ( scenario ) => {
			await devApiOk( demo.url, 'POST', 'reset', { scenario } );
			await devApiOk( demo.url, 'DELETE', 'faults' );
		},
		fault: ( body ) => devApiOk( demo.url, 'POST', 'faults', body ),
		clearFaults: () => devApiOk( demo.url, 'DELETE', 'faults' ),
		backendState: () => JSON.parse( fs.readFileSync( path.join( dataDir, 'demo-state.json' ), 'utf8' ) ) as unknown,
	};
}

export async function startLanes( count = LANE_COUNT ): Promise< { lanes: Lane[]; stop: () => Promise< void > } > {
	const running = await Promise.all(
		Array.from( { length: count }, async () => {
			const dataDir = fs.mkdtempSync( path.join( os.tmpdir(), 'jp-gate-lane-' ) );
			return { demo: await startDemoServer( { dataDir } ), dataDir };
		} )
	);
	return {
		lanes: running.map( ( { demo, dataDir } ) => laneOf( demo, dataDir ) ),
		stop: async () => {
			await Promise.all( running.map( ( { demo } ) => demo.stop() ) );
			for ( const { dataDir } of running ) {
				fs.rmSync( dataDir, { recursive: true, force: true } );
			}
		},
	};
}

/** Runs every job, each on the first free lane; answers the results in the jobs' order. */
export async function runOnLanes< Job, Result >( lanes: Lane[], jobs: readonly Job[], run: ( lane: Lane, job: Job ) => Promise< Result > ): Promise< Result[] > {
	const results: Result[] = new Array( jobs.length );
	let next = 0;
	await Promise.all(
		lanes.map( async ( lane ) => {
			while ( next < jobs.length ) {
				const index = next++;
				results[ index ] = await run( lane, jobs[ index ] as Job );
			}
		} )
	);
	return results;
}
