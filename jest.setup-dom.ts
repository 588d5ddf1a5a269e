import '@testing-library/jest-dom';
import '@app/shared-ui/test/nativeDom';
import { TextDecoder, TextEncoder } from 'node:util';
// jsdom's <dialog> does nothing by itself: the browser's dialog behaviour, at its DOM API.
import '@app/shared-ui/test/nativeDialog';

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when its module loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
