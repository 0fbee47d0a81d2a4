#include <cairo.h>
#include <cairo-xlib.h>
#include <pixman.h>
