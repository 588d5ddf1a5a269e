/**
 * The attribute that marks the language switch's links, naming the language they lead to; the
 * boot script remembers that choice when one is followed (../boot/languageChoice.ts). A module
 * of its own so the boot script takes nothing else with it.
 */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';
