// Browser tests load pages and wait for servers: jest's 5 s default is too short (testTimeout is not a project option).
jest.setTimeout( 60000 );
