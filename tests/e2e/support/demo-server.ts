/** Starts and stops a built demo-site server process (the same one `npm start` runs). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort, waitForHttp } from './net';

export const ROOT = path.resolve( __dirname, '../../..' );

export interface RunningDemo {
	url: string;
	pid: number;
	output(): string;
	stop(): Promise< void >;
}

export async function startDemoServer( options: { dataDir: string; scenario?: string; env?: NodeJS.ProcessEnv } ): Promise< RunningDemo > {
	const serverFile = path.join( ROOT, 'build-server/server.js' );
	if ( ! fs.existsSync( serverFile ) || ! fs.existsSync( path.join( ROOT, 'build/manifest.json' ) ) ) {
		throw new Error( 'The demo site is not built: run `npm run build` before the browser tests (npm test does).' );
	}
	const port = await findFreePort();
	const args = [ serverFile, ...( options.scenario ? [ '--scenario', options.scenario ] : [] ) ];
	const child = spawn( process.execPath, args, {
		cwd: ROOT,
		env: { ...process.env, ...options.env, PORT: String( port ), DATA_DIR: options.dataDir },
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		detached: true,
	} );
	let output = '';
	child.stdout.on( 'data', ( chunk: Buffer ) => ( output += chunk.toString() ) );
	child.stderr.on( 'data', ( chunk: Buffer ) => ( output += chunk.toString() ) );
	const url = `http://127.0.0.1:${ port }`;
	const exited = new Promise< void >( ( resolve ) => child.once( 'exit', () => resolve() ) );
	try {
		await waitForHttp( `${ url }/dev-api/scenarios`, 20000 );
	} catch ( error ) {
		child.kill();
		throw new Error( `The demo site did not start: ${ String( error ) }\n${ output }` );
	}
	return {
		url,
		pid: child.pid ?? 0,
		output: () => output,
		stop: async () => {
			child.kill( 'SIGTERM' );
			await exited;
		},
	};
}
