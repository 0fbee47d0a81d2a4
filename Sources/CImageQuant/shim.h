// libimagequant (Debian: libimagequant-dev), the palette quantizer behind pngquant and gifski.
#include <libimagequant.h>
#include <dlfcn.h>

// libimagequant runs its k-means with OpenMP, whose thread count follows the machine.
// One thread keeps a palette identical on every machine. The OpenMP runtime is loaded
// with libimagequant, so its setter is looked up rather than linked (no libgomp-dev).
static inline void cimagequant_use_one_thread(void) {
    void (*set_threads)(int) = (void (*)(int))dlsym(RTLD_DEFAULT, "omp_set_num_threads");
    if (set_threads) set_threads(1);
}
