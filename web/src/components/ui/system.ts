import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

/** The font stacks (CSS font-family lists): the device's own fonts. */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const MONO_FONTS = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/**
 * The app's design system: Chakra's tokens with only the recipes this app renders. Chakra's default config
 * carries every component's recipe (about 16 KB gzip more); a component added later needs its recipe here.
 *
 * Palette: a deep blue-teal "brand" for actions and navigation, neutral greys for surfaces, and the
 * standard green/orange/red only for status (pass, pending, fail).
 */
const brand = {
  50: { value: "#eef5f8" },
  100: { value: "#d6e7ee" },
  200: { value: "#adcfdd" },
  300: { value: "#7cb0c6" },
  400: { value: "#4d8eaa" },
  500: { value: "#2f6f8d" },
  600: { value: "#245b75" },
  700: { value: "#1d4a60" },
  800: { value: "#173b4e" },
  900: { value: "#112b3a" },
  950: { value: "#0b1d28" },
};

const appConfig = defineConfig({
  // What Chakra's full default config adds to the base besides recipes: the CSS reset and variable names.
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    "html, body": { bg: "bg.canvas", color: "fg", minHeight: "100%" },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles: {
      ...textStyles,
      // Small bold letters in grey, widely spaced: a table's column headers, the label over a figure (Overline).
      overline: { value: { fontSize: "xs", fontWeight: "bold", letterSpacing: "wider", color: "fg.muted" } },
    },
    layerStyles: {
      ...layerStyles,
      // A white surface on the canvas: cards, page sections, the list frame (`layerStyle="panel"`).
      panel: { value: { bg: "bg", borderWidth: "1px", borderColor: "border", borderRadius: "xl" } },
      // A smaller framed box inside a panel: a figure, a drop zone, a row of fields.
      inset: { value: { borderWidth: "1px", borderColor: "border", borderRadius: "lg" } },
      // A smaller white box on the canvas: a filter bar, a table's frame, a chart, a headline figure.
      card: { value: { bg: "bg", borderWidth: "1px", borderColor: "border", borderRadius: "lg" } },
    },
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, brand },
      fonts: {
        body: { value: SYSTEM_FONTS },
        heading: { value: SYSTEM_FONTS },
        mono: { value: MONO_FONTS },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        bg: { ...semanticTokens.colors.bg, canvas: { value: "#f3f5f7" } },
        // White on Chakra's solid orange (600) reads at 3.5:1; on 700 at 5:1, WCAG AA for the small text of a badge.
        orange: { ...semanticTokens.colors.orange, solid: { value: "{colors.orange.700}" } },
        brand: {
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          subtle: { value: "{colors.brand.50}" },
          muted: { value: "{colors.brand.100}" },
          emphasized: { value: "{colors.brand.200}" },
          solid: { value: "{colors.brand.600}" },
          focusRing: { value: "{colors.brand.500}" },
          border: { value: "{colors.brand.500}" },
        },
        sidebar: {
          bg: { value: "{colors.brand.900}" },
          fg: { value: "rgba(255, 255, 255, 0.78)" },
          hover: { value: "rgba(255, 255, 255, 0.08)" },
          active: { value: "rgba(95, 196, 184, 0.16)" },
          accent: { value: "#5fc4b8" },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      // Every link is in the brand's colour.
      link: { ...linkRecipe, base: { ...linkRecipe.base, colorPalette: "brand" } },
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, appConfig);
