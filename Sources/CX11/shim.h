#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/cursorfont.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/sync.h>
#include <X11/extensions/Xrender.h>

/* Macros Swift cannot call. */
static inline void cx11_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int cx11_xi_mask_is_set(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }
static inline int cx11_connection_number(Display *d) { return ConnectionNumber(d); }
static inline int cx11_default_screen(Display *d) { return DefaultScreen(d); }
static inline Window cx11_root_window(Display *d, int s) { return RootWindow(d, s); }
static inline Visual *cx11_default_visual(Display *d, int s) { return DefaultVisual(d, s); }
static inline int cx11_default_depth(Display *d, int s) { return DefaultDepth(d, s); }

/* UIKitX11: variadic Xlib calls and macros Swift cannot call. */
#include <X11/Xresource.h>
static inline XIC cx11_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}
static inline long cx11_ic_filter_events(XIC ic) {
    unsigned long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
    return (long)mask;
}
static inline unsigned long cx11_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline void cx11_destroy_image(XImage *image) { XDestroyImage(image); }
static inline unsigned long cx11_all_planes(void) { return AllPlanes; }
static inline int cx11_xi_mask_len(int event) { return XIMaskLen(event); }

/* MIT-SHM uploads (UIKitX11's X11SharedMemoryImage): System V shared memory and
   the XShm requests; macros and cast constants Swift cannot use. */
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <X11/extensions/XShm.h>
static inline int cx11_shm_create(size_t size) { return shmget(IPC_PRIVATE, size, IPC_CREAT | 0600); }
#include <sys/mman.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
/* Attaches the segment and has the kernel allocate its `size` bytes at once
   (MADV_POPULATE_WRITE, Linux 5.14; ignored where unknown): half the cost of taking
   one page fault per 4 KB when the first frame is drawn into it. */
static inline void *cx11_shm_attach(int shmid, size_t size) {
    void *address = shmat(shmid, NULL, 0);
    if (address == (void *)-1) return NULL;
    (void)madvise(address, size, MADV_POPULATE_WRITE);
    return address;
}
static inline int cx11_shm_remove(int shmid) { return shmctl(shmid, IPC_RMID, NULL); }
static inline int cx11_shm_completion_type(Display *d) { return XShmGetEventBase(d) + ShmCompletion; }
static inline int cx11_image_byte_order(Display *d) { return ImageByteOrder(d); }
/* Whether the connection is a local (Unix domain) socket: only then may the server
   share our memory segments. */
static inline int cx11_connection_is_local(Display *d) {
    struct sockaddr_storage address;
    socklen_t length = sizeof address;
    if (getsockname(ConnectionNumber(d), (struct sockaddr *)&address, &length) != 0) return 0;
    return address.ss_family == AF_UNIX;
}
static inline unsigned long cx11_next_request(Display *d) { return NextRequest(d); }
