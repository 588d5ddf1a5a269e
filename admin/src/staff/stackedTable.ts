/**
 * A staff table on a phone: below 768 px each row becomes a block of its own and the column
 * titles stay for screen readers only. Five columns do not fit 360 px, and a table scrolling
 * sideways hides its last column (the actions). A cell's own row of buttons starts at the
 * inline start.
 */
export const STACKED_ON_A_PHONE = {
  '@media (max-width: 47.99em)': {
    '&, & tbody, & tr, & th, & td': { display: 'block' },
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
    '& tbody th, & td': { paddingBlock: '1', paddingInlineEnd: '0' },
    '& tbody tr': { paddingBlock: '2' },
    '& td > div': { justifyContent: 'flex-start' },
  },
};
