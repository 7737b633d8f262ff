#ifndef VALUE_LAYOUT_C_HELPERS_H
#define VALUE_LAYOUT_C_HELPERS_H

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

#include <stdatomic.h>

// The engine's per-thread state, defined once in ValueLayoutCHelpers.c (one copy in the process,
// whichever object file reads it) and used from Swift only through `EngineThreadState`
// (Sources/ValueLayout/Engine/EngineThreadState.swift). The initial-exec model makes each access a
// load at a fixed offset from the thread pointer, as for a variable of the same object file,
// instead of a call to `__tls_get_addr` (custom layouts check the running call on every use of a
// child); the variables are a few bytes, well within the static TLS space of a library loaded at
// run time.
#if defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define VL_THREAD_LOCAL _Thread_local __attribute__((tls_model("initial-exec")))
#else
#define VL_THREAD_LOCAL _Thread_local
#endif

/// The number of custom layout nodes being made on the calling thread, one inside another (see
/// `CustomLayoutNode.make(for:)`, which makes a deep chain without recursion past a depth).
extern VL_THREAD_LOCAL long vl_custom_node_making_depth;

/// The number of layout nodes being torn down on the calling thread, one inside another (see
/// `LayoutNode`'s `deinit`, which releases a deep subtree without recursion past a depth).
extern VL_THREAD_LOCAL long vl_node_teardown_depth;

/// The custom layout call running on the calling thread (0 for none): the only one whose
/// `LayoutChildren` may be used.
extern VL_THREAD_LOCAL uint64_t vl_active_custom_call;

/// The number of custom layout calls made so far in the process, which numbers them uniquely.
extern _Atomic uint64_t vl_custom_call_count;

/// Enters the teardown of a layout node on this thread and returns the new depth.
static inline long vl_enter_node_teardown(void) {
    return ++vl_node_teardown_depth;
}

/// Leaves the teardown of a layout node on this thread.
static inline void vl_leave_node_teardown(void) {
    --vl_node_teardown_depth;
}

/// A number for a new custom layout call that no other call in the process has.
static inline uint64_t vl_new_custom_call_number(void) {
    return atomic_fetch_add_explicit(&vl_custom_call_count, 1, memory_order_relaxed) + 1;
}

/// Makes `call` the custom layout call running on this thread (0 for none).
static inline void vl_set_current_custom_call(uint64_t call) {
    vl_active_custom_call = call;
}

/// The custom layout call running on this thread, or 0.
static inline uint64_t vl_current_custom_call(void) {
    return vl_active_custom_call;
}

/// Enters the making of a custom layout node on this thread and returns the new depth.
static inline long vl_enter_custom_node_making(void) {
    return ++vl_custom_node_making_depth;
}

/// Leaves the making of a custom layout node on this thread.
static inline void vl_leave_custom_node_making(void) {
    --vl_custom_node_making_depth;
}

/// Reads the word at `address` atomically (relaxed): a value computed once and then shared by every
/// thread that reads a layout node (its subtree's hash), published without a lock. The word is
/// written only through ``vl_atomic_store_word``, after the node was made.
static inline intptr_t vl_atomic_load_word(const void *address) {
    return atomic_load_explicit((const _Atomic intptr_t *)address, memory_order_relaxed);
}

/// Writes `value` to the word at `address` atomically (relaxed). Two threads that compute the same
/// value may both write it: the value needs no other memory to be published with it.
static inline void vl_atomic_store_word(void *address, intptr_t value) {
    atomic_store_explicit((_Atomic intptr_t *)address, value, memory_order_relaxed);
}

#endif
