/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router reads when its module loads, so test
 * files import this before anything that pulls in the router. (It could move to the shared
 * jest.setup-dom.ts.)
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
