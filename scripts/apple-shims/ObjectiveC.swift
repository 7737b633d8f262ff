// A shim of Apple's ObjectiveC module, for scripts/check-apple-adapters.sh only: it lets
// Sources/ValueLayout/Platform/ be type-checked on Linux. It declares, with the signatures Apple
// documents, only what those files use; nothing here runs. Never part of the package's build.

/// The policy of an association (Apple's enum has more cases; only those used are declared).
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    /// A strong reference, set non-atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
}

/// The value associated with `object` for `key`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { fatalError() }

/// Associates `value` with `object` for `key`.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) { fatalError() }
