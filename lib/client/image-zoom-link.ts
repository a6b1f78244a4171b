/** The class of the link the build puts around each content image, which the zoom listener looks for. */
export const ZOOM_LINK_CLASS = 'image-zoom-link';
