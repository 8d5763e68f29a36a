/** The screen-reader text mode's switch on the game page (its words: the lazy area `textMode`). */
export const access = {
  textMode: 'Text mode',
  textModeHelp: 'Show the board in words, for screen readers and keyboards',
};
