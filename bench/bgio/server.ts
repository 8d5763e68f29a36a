/**
 * boardgame.io 0.50's server with its FlatFile store, serving bench/bgio/game.ts (our engine) and
 * bench/bgio/native.ts (its own Stonerush) on one port, for bench/side-by-side.ts (run as `tsx bench/bgio/server.ts <install dir> <port> <data dir>`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { bgioStonerush } from './game';
import { nativeStonerush } from './native';

const [dir, port, data] = process.argv.slice(2);
if (!dir || !port || !data) throw new Error('usage: server.ts <install dir> <port> <data dir>');
const need = createRequire(path.join(dir, 'package.json'));
const { Server, FlatFile } = need('boardgame.io/server');
const { INVALID_MOVE } = need('boardgame.io/core');
const server = Server({ games: [bgioStonerush(INVALID_MOVE), nativeStonerush(INVALID_MOVE)], db: new FlatFile({ dir: data, logging: false }) });
server.run({ port: Number(port), callback: () => console.log('bgio: listening') });
