import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

// A calm teal. Filled buttons use shade 8: white on it is 5.5:1 (WCAG AA asks 4.5:1 of normal
// text; shade 7 falls just short), and links and outlines in the same shade keep 5:1 on white
// and on the light hover tint. Shade 9 is the text of light and subtle buttons (also over the
// shade 2 hover): #00574c keeps 5.2:1 there.
const brand: MantineColorsTuple = [
  '#e6f7f5',
  '#ccebe7',
  '#9bd6ce',
  '#66c0b4',
  '#3cad9e',
  '#22a191',
  '#0f9a89',
  '#008676',
  '#007769',
  '#00574c',
];

// With primaryShade 8, shade 8 of every colour is its filled background (white text on it) and
// its text colour (c="green", on white and on striped table rows, #f8f9fa); shade 9 is the white
// card-banners' background (src/features/home/banner-color.ts) and the text of light alerts and buttons
// over shades 1 and 2. Where Mantine's own shades fall short of WCAG AA's 4.5:1 there (green 3.4,
// red 4.3 on #f8f9fa, orange 3.6, yellow 2.7 on its tint), they are deepened to at least 5:1.
function withDarkShades(
  tuple: MantineColorsTuple,
  shade8: string | undefined,
  shade9: string,
): MantineColorsTuple {
  return [...tuple.slice(0, 8), shade8 ?? tuple[8], shade9] as unknown as MantineColorsTuple;
}
const green = withDarkShades(DEFAULT_THEME.colors.green, '#2b7a3b', '#237032');
const red = withDarkShades(DEFAULT_THEME.colors.red, '#c92a2a', '#a51d1d');
const orange = withDarkShades(DEFAULT_THEME.colors.orange, '#b8480a', '#a63c06');
const yellow = withDarkShades(DEFAULT_THEME.colors.yellow, undefined, '#8f4d00');
// Grey 6 is Mantine's secondary text (dimmed text, a notification's message under its title):
// #868e96 is 3.3:1 on white; #5f676f is 5.7:1 on white and 5.2:1 on grey 1.
const gray = [
  ...DEFAULT_THEME.colors.gray.slice(0, 6),
  '#5f676f',
  ...DEFAULT_THEME.colors.gray.slice(7),
] as unknown as MantineColorsTuple;

// Mantine's close buttons (notifications, dialogs, drawers) are an icon without a name; screen
// readers need one. Not 'Close': the dialogs have a visible Close button of their own.
const DISMISS = { closeButtonProps: { 'aria-label': 'Dismiss' } };

export const theme = createTheme({
  colors: { brand, gray, green, red, orange, yellow },
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  respectReducedMotion: true,
  components: {
    Notification: { defaultProps: DISMISS },
    Modal: { defaultProps: DISMISS },
    Drawer: { defaultProps: DISMISS },
  },
});

/** Mantine's field error text is red 6, 3.7:1 on white; red 8 (deepened above) is 5.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
