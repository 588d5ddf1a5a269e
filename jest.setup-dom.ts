import '@testing-library/jest-dom';
import './jest.native-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when its module loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
