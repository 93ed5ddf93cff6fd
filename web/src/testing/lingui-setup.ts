import { i18n } from "@lingui/core";

// Unit tests read the web's words in British English, the source, as the app shows them before a language is chosen.
// Messages arrive compiled, as in the app (web/lingui-macros.ts).
i18n.setMessagesCompiler((message) => [message]);
i18n.loadAndActivate({ locale: "en-GB", messages: {} });
