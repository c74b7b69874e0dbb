import type { Plugin } from 'vite';

// Mantine keeps each component's class names in `<Name>.module.mjs` and its rules in
// `@mantine/core/styles/<Name>.layer.css`. Importing that stylesheet from the class-name module
// ties the CSS to the component: a chunk gets the rules of exactly the components it renders, so
// /login loads no CSS for screens it never shows, and a component used later brings its own.
// The `.layer.css` files put Mantine in the `mantine` cascade layer, so our own CSS wins over it
// whatever order the chunks' stylesheets arrive in.
// Most live under components/; InlineInput (the label beside a Checkbox, Radio or Switch) under
// utils/.
const CORE_MODULE =
  /\/@mantine\/core\/esm\/(?:components|utils)\/(?:[^/]+\/)*([A-Za-z]+)\.module\.mjs$/;
const NOTIFICATIONS_MODULE = /\/@mantine\/notifications\/esm\/Notifications\.module\.mjs$/;

/** The stylesheet a Mantine class-name module needs, or undefined for any other module. */
export function mantineStylesheetFor(id: string): string | undefined {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  const component = CORE_MODULE.exec(path)?.[1];
  if (component) return `@mantine/core/styles/${component}.layer.css`;
  if (NOTIFICATIONS_MODULE.test(path)) return '@mantine/notifications/styles.layer.css';
  return undefined;
}

export function mantineComponentStylesPlugin(): Plugin {
  return {
    name: 'tapwallet:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const stylesheet = mantineStylesheetFor(id);
      if (!stylesheet) return undefined;
      return { code: `import '${stylesheet}';\n${code}`, map: null };
    },
  };
}
