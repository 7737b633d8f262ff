// The engine's per-thread state: one definition of each variable the header declares. The
// helpers themselves are inline functions in the header.
#include "ValueLayoutCHelpers.h"

VL_THREAD_LOCAL long vl_custom_node_making_depth = 0;
VL_THREAD_LOCAL long vl_node_teardown_depth = 0;
VL_THREAD_LOCAL uint64_t vl_active_custom_call = 0;
_Atomic uint64_t vl_custom_call_count = 0;
