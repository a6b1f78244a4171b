/** Announcement bar dismissal (spec §4): closed stays closed until the bar's id changes. */

export const ANNOUNCEMENT_ID_KEY = 'announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'announcement.dismiss';

export function isAnnouncementDismissed(currentId: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === currentId && storedDismiss === 'true';
}

/**
 * Inline <head> script: marks <html> before first paint so a dismissed bar never flashes, and resets
 * the stored dismissal when the id has changed. It carries isAnnouncementDismissed's own source, so
 * the rule exists once.
 */
export function announcementScript(currentId: string): string {
  const id = JSON.stringify(currentId);
  const idKey = JSON.stringify(ANNOUNCEMENT_ID_KEY);
  const dismissKey = JSON.stringify(ANNOUNCEMENT_DISMISS_KEY);
  return `(function(){try{var s=localStorage,f=${isAnnouncementDismissed.toString()},i=s.getItem(${idKey}),d=s.getItem(${dismissKey});
if(i!==${id}){s.setItem(${idKey},${id});s.setItem(${dismissKey},'false');i=${id};d='false'}
if(f(${id},i,d))document.documentElement.setAttribute('data-announcement-dismissed','true')}catch(e){}})();`;
}
