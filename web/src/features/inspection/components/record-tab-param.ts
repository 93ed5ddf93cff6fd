/**
 * The address parameter of the inspection screen's open tab. A module of its own: the route that opens the screen
 * reads it without loading the screen's code.
 */
export const RECORD_TAB_PARAM = "tab";
