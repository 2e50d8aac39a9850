import { createContext, useContext } from 'react';

/** Whether the navigation currently shows labels: open, unfolded by hover, or the mobile drawer. */
export const NavUnfoldedContext = createContext(true);
export const useNavUnfolded = () => useContext(NavUnfoldedContext);

/** Closes the mobile drawer after a choice; does nothing on wide screens. */
export const NavChoiceContext = createContext<() => void>(() => undefined);
export const useOnNavChoice = () => useContext(NavChoiceContext);
