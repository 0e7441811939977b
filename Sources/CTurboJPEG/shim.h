#ifndef LAYOUT_PLAYGROUND_CTURBOJPEG_SHIM_H
#define LAYOUT_PLAYGROUND_CTURBOJPEG_SHIM_H

// libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev, 2.1): header reading, DCT-scaled decoding to RGBA.
#include <turbojpeg.h>

// TJSCALED is a macro Swift cannot import: the size of `dimension` scaled by `factor`, rounded up.
static inline int CTJ_scaled(int dimension, tjscalingfactor factor) { return TJSCALED(dimension, factor); }

#endif
