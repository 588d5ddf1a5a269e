/** The sign-in screen's words for refusals: its own small catalogue, for the admin's first load. */
import { catalogueText } from '../refusals/catalogueText';
import { signIn } from '../refusals/messages/signIn';

export const { refusalText, codeText } = catalogueText(signIn);
