/**
 * Starts the built demo site once for the browser tests, on a free port with a throw-away data folder.
 * Its URL reaches the test files through DEMO_URL (workers inherit this process' environment).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoServer } from './demo-server';

export default async function globalSetup(): Promise< void > {
	const dataDir = fs.mkdtempSync( path.join( os.tmpdir(), 'jp-demo-e2e-' ) );
	const demo = await startDemoServer( { dataDir } );
	process.env.DEMO_URL = demo.url;
	process.env.DEMO_PID = String( demo.pid );
	process.env.DEMO_DATA_DIR = dataDir;
}
