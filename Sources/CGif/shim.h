// giflib (Debian: libgif-dev). It ships no pkg-config file, so the module links -lgif itself.
#include <gif_lib.h>
