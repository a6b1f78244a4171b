/** Announcement bar dismissal (spec §4): closed stays closed until the bar's id changes. */

export const ANNOUNCEMENT_ID_KEY = 'announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'announcement.dismiss';

export function isAnnouncementDismissed(currentId: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === currentId && storedDismiss === 'true';
}

/**
 * Inline <head> script: marks <html> before first paint so a dismissed bar never flashes, and resets
 * the stored dismissal when the id has changed.
 */
export function announcementScript(currentId: string): string {
  const id = JSON.stringify(currentId);
  return `(function(){try{var s=localStorage,i=s.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)}),d=s.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)});
if(i!==${id}){s.setItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)},${id});s.setItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)},'false');d='false'}
if(d==='true')document.documentElement.setAttribute('data-announcement-dismissed','true')}catch(e){}})();`;
}
