/* gdk-pixbuf (PNG, JPEG) and librsvg (SVG, drawn with Cairo) for UIKitImageCodecs. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <librsvg/rsvg.h>
#include <cairo.h>
