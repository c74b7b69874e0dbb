import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm teal: white text on shade 7 keeps AA contrast for buttons.
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
  '#00675a',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  respectReducedMotion: true,
});
