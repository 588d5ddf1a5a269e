// The browser build with a ten-year slice of the zone database; same API as the package root.
declare module 'moment-timezone/builds/moment-timezone-with-data-10-year-range.js' {
  import moment from 'moment-timezone';
  export default moment;
}
