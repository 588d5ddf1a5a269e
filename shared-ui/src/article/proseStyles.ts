import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Typography of a rendered post. The markup comes from markdown, so the styles target its tags
 * from one wrapper rather than wrapping each element in a component.
 */
export const proseStyles: SystemStyleObject = {
  color: 'fg',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.75',
  overflowWrap: 'break-word',
  // Floated images stay inside the article.
  display: 'flow-root',
  '& > :first-child': { marginTop: '0' },
  '& p, & .paragraph, & ul, & ol, & dl, & pre, & blockquote, & table, & figure, & details': {
    marginY: '5',
  },
  '& h2, & h3, & h4, & h5, & h6': {
    fontWeight: 'bold',
    lineHeight: '1.3',
    marginTop: '10',
    marginBottom: '4',
    scrollMarginTop: 'calc(var(--chakra-sizes-navbar) + 24px)',
  },
  '& h2': { fontSize: { base: '2xl', md: '3xl' } },
  '& h3': { fontSize: { base: 'xl', md: '2xl' } },
  '& h4': { fontSize: { base: 'lg', md: 'xl' } },
  '& h5, & h6': { fontSize: 'lg' },
  '& a': {
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { color: 'brand.800' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '& strong, & b': { fontWeight: 'semibold' },
  '& ul, & ol': { paddingStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { marginY: '1.5' },
  '& li > ul, & li > ol': { marginY: '1' },
  '& li:has(> input[type="checkbox"])': { listStyleType: 'none', marginStart: '-6' },
  '& input[type="checkbox"]': { marginEnd: '2', accentColor: 'var(--chakra-colors-brand-500)' },
  '& dt': { fontWeight: 'semibold', marginTop: '3' },
  '& dd': { paddingStart: '4' },
  '& blockquote': {
    borderStartWidth: '4px',
    borderStartColor: 'brand.solid',
    paddingStart: '4',
    paddingY: '1',
    color: 'fg.muted',
    fontStyle: 'italic',
  },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.875em',
    bg: 'bg.muted',
    borderRadius: 'sm',
    paddingX: '1',
    paddingY: '0.5',
  },
  '& pre': {
    fontFamily: 'mono',
    fontSize: 'sm',
    lineHeight: '1.6',
    bg: 'gray.900',
    color: 'gray.100',
    borderRadius: 'md',
    padding: '4',
    overflowX: 'auto',
  },
  '& pre code': { bg: 'transparent', padding: '0', fontSize: 'inherit', color: 'inherit' },
  '& hr': { marginY: '10', borderColor: 'border' },
  // Wide tables scroll sideways instead of widening the page.
  '& table': {
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    fontSize: 'md',
  },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    paddingX: '3',
    paddingY: '2',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
  '& caption': { captionSide: 'bottom', color: 'fg.muted', fontSize: 'sm', paddingTop: '2' },
  '& img': {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    borderRadius: 'md',
    marginY: '6',
    marginX: 'auto',
  },
  // Left and right images float beside the text once there is room for both. The author chose
  // the side by name in the editor, so an Arabic post shows the image on that side too, with its
  // gap towards the text (auto margins of a float are 0).
  '& img.align-left': {
    md: {
      // physical-side: the side the author named in the editor
      float: 'left',
      // physical-side: the gap between a left image and the text
      marginRight: '6',
      maxWidth: '50%',
      marginTop: '1',
      marginBottom: '4',
    },
  },
  '& img.align-right': {
    md: {
      // physical-side: the side the author named in the editor
      float: 'right',
      // physical-side: the gap between a right image and the text
      marginLeft: '6',
      maxWidth: '50%',
      marginTop: '1',
      marginBottom: '4',
    },
  },
  '& figcaption': { color: 'fg.muted', fontSize: 'sm', textAlign: 'center', marginTop: '-4' },
  '& mark': { bg: 'brand.subtle', paddingX: '0.5' },
  '& summary': { cursor: 'pointer', fontWeight: 'semibold' },
};
