import '@testing-library/jest-dom';
import './jest.native-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// jsdom's <dialog> does nothing by itself: the browser's dialog behaviour, at its DOM API.
import './jest.native-dialog';

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when its module loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
