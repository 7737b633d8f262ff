// The helpers are inline functions in the header; this file gives the target a source to build.
#include "ValueLayoutCHelpers.h"
