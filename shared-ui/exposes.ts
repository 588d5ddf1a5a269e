/**
 * What the shared_ui remote exposes. Each key mirrors its file under src/ so that hosts
 * type-check `shared_ui/<key>` through tsconfig paths (`shared_ui/*` -> `../shared-ui/src/*`)
 * against exactly the module they receive at run time; exposes.test.ts keeps the two in step.
 */
export const exposes = {
  './Provider': './src/Provider.tsx',
  './toaster': './src/toaster.ts',
  './layout': './src/layout.ts',
  './typography': './src/typography.ts',
  './forms': './src/forms.ts',
  './choices': './src/choices.ts',
  './feedback': './src/feedback.ts',
  './overlay': './src/overlay.ts',
  './display': './src/display.ts',
  './Spinner': './src/Spinner.tsx',
  './AccessDenied': './src/AccessDenied.tsx',
  './NavBar': './src/NavBar.tsx',
  './Logo': './src/Logo.tsx',
  './ArticleBody': './src/ArticleBody.tsx',
  './CarouselDialog': './src/CarouselDialog.tsx',
  './InfoTooltip': './src/InfoTooltip.tsx',
  './LineIcon': './src/LineIcon.tsx',
} as const satisfies Record<`./${string}`, `./src/${string}`>;
