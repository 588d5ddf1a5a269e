/**
 * Every e-mail is written once as a list of blocks and rendered twice, as plain text and as
 * HTML, so the two versions cannot drift apart and no template writes HTML by hand: every
 * string in a block is escaped by the HTML renderer.
 */
import { LANGUAGE_DIRECTION, type SiteLanguage } from '@app/contract/languages';
import { escapeHtml } from './escape-html';
import { visitorText } from '../messages/mailText';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'list'; items: readonly string[] }
  /** Text the visitor wrote, set apart and kept with its line breaks. */
  | { kind: 'quote'; text: string };

export const TAGLINE = visitorText('en')('tagline');

/** Who signs the e-mails when the configured sender has no name: a neutral one, no business. */
export const DEFAULT_SENDER_NAME = visitorText('en')('defaultSender');

export interface ComposeInput {
  subject: string;
  /** The line mail clients show beside the subject in the inbox. */
  preview: string;
  blocks: readonly Block[];
  /** Closing lines, e.g. "Kind regards," and the sender; none for staff notices. */
  signOff?: readonly string[];
  /** The reader's language: the document's lang and direction and the tagline; English by default. */
  language?: SiteLanguage;
}

export function composeMail({
  subject,
  preview,
  blocks,
  signOff,
  language = 'en',
}: ComposeInput): MailContent {
  return {
    subject: oneLine(subject),
    text: renderText(blocks, signOff, visitorText(language)('tagline')),
    html: renderHtml({ subject, preview, blocks, signOff, language }),
  };
}

/** Visitor text in a subject: one line (no header folding surprises) and of sane length. */
export function oneLine(text: string, max = 150): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function renderText(
  blocks: readonly Block[],
  signOff: readonly string[] | undefined,
  tagline: string,
): string {
  const parts = blocks.map((block): string => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'heading':
        return block.text.toUpperCase();
      case 'details': {
        const width = Math.max(...block.rows.map(([label]) => label.length)) + 1;
        return block.rows
          .map(([label, value]) =>
            `${`${label}:`.padEnd(width)} ${value}`.replace(/\n/g, `\n${' '.repeat(width + 1)}`),
          )
          .join('\n');
      }
      case 'list':
        return block.items.map((item) => `  - ${item}`).join('\n');
      case 'quote':
        return block.text
          .split(/\r?\n/)
          .map((line) => `  | ${line}`)
          .join('\n');
    }
  });
  if (signOff !== undefined) parts.push([...signOff, tagline].join('\n'));
  return `${parts.join('\n\n')}\n`;
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const INK = '#1f2933';
const ACCENT = '#0f5f5c';
const MUTED = '#52606d';

/** Escapes and keeps the writer's line breaks. */
function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** The sides of a right-to-left layout are the mirror of a left-to-right one. */
function sidesOf(language: SiteLanguage) {
  const rtl = LANGUAGE_DIRECTION[language] === 'rtl';
  return {
    dir: LANGUAGE_DIRECTION[language],
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
  };
}

function renderBlock(block: Block, language: SiteLanguage): string {
  const { start, end } = sidesOf(language);
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.55">${multiline(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px;color:${ACCENT}">${escapeHtml(block.text)}</h2>`;
    case 'details':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="${start}" valign="top" style="padding:4px 0;padding-${end}:16px;color:${MUTED};font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;line-height:1.5">${multiline(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-${start}:20px;line-height:1.55">${block.items
        .map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-${start}:3px solid ${ACCENT};background:#f3f7f7;line-height:1.55">${multiline(block.text)}</blockquote>`;
  }
}

function renderHtml({
  subject,
  preview,
  blocks,
  signOff,
  language,
}: ComposeInput & { language: SiteLanguage }): string {
  const { dir, start } = sidesOf(language);
  const closing =
    signOff === undefined
      ? ''
      : `<p style="margin:24px 0 0;line-height:1.55">${signOff.map(escapeHtml).join('<br>')}</p>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(oneLine(subject))}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:#f5f7fa;${FONT};color:${INK}">`,
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" dir="${dir}" width="600" cellpadding="0" cellspacing="0" style="text-align:${start};max-width:600px;width:100%;background:#ffffff;border-radius:8px;${FONT};font-size:15px;color:${INK}">`,
    `<tr><td style="padding:32px 32px 8px">${blocks.map((block) => renderBlock(block, language)).join('\n')}${closing}</td></tr>`,
    `<tr><td style="padding:16px 32px 28px;font-size:12px;color:${MUTED};border-top:1px solid #e4e7eb">${escapeHtml(visitorText(language)('tagline'))}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
