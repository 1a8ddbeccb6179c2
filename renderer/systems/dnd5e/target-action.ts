/** Actions of the action bar that need the GM to pick who they are aimed at. */
export type TargetAction = 'help' | 'stabilize' | 'grapple' | 'shove' | 'escape';
