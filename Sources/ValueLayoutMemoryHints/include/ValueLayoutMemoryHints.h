#ifndef VALUE_LAYOUT_MEMORY_HINTS_H
#define VALUE_LAYOUT_MEMORY_HINTS_H

#include <stdint.h>

/// Asks the processor to start loading the cache line at `address` for reading, without waiting
/// for it. Layout passes use it to fetch the next sibling's layout value while the current one is
/// measured: large trees of layout values are far bigger than the caches, and their nodes are
/// scattered over the heap, so each one read cold would otherwise stall the pass.
static inline void vl_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 0, 3);
#else
    (void)address;
#endif
}

/// An address in the calling thread's current stack frame. Deep layout passes compare it with a
/// limit to decide when to continue on a larger stack. The address of a Swift local variable
/// would not do: under AddressSanitizer such a local may live on a "fake stack" in the heap, and
/// the pass would never see its thread's stack run out.
static inline uintptr_t vl_current_stack_address(void) {
#if defined(__GNUC__) || defined(__clang__)
    return (uintptr_t)__builtin_frame_address(0);
#else
    volatile char marker = 0;
    return (uintptr_t)&marker;
#endif
}

#endif
