import Foundation
import ValueLayout

/// A command line split into positional arguments and options, checked against the options a
/// command takes: `--name value`, `--name=value`, `-o value`, and flags without a value. `-` is a
/// positional argument (standard input); `--` ends the options.
struct ParsedArguments {
    /// The arguments that are not options, in order.
    private(set) var positional: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` for a command that takes the options `valued` (with a value) and
    /// `flags` (without). Short names map to long ones through `aliases` (`"-o": "--output"`).
    init(
        _ arguments: [String], valued: Set<String>, flags knownFlags: Set<String>, aliases: [String: String] = [:]
    ) throws(CommandFailure) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            let name = aliases[argument] ?? argument
            if knownFlags.contains(name) {
                guard inlineValue == nil else { throw .usage("\(argument) takes no value") }
                flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("\(argument) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                let known = (valued.union(knownFlags)).sorted().joined(separator: ", ")
                throw .usage("unknown option \(argument) (this command takes \(known))")
            }
        }
    }

    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `name`, if given.
    func value(_ name: String) -> String? { values[name] }

    /// The value of `name` as a finite number, if given.
    func number(_ name: String) throws(CommandFailure) -> CGFloat? {
        guard let text = values[name] else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw .usage("\(name) needs a finite number, not \"\(text)\"")
        }
        return CGFloat(number)
    }

    /// The value of `name` as a number from `range`, if given: what a document's context takes
    /// (`what` names the unit: "points").
    func number(_ name: String, from range: ClosedRange<CGFloat>, _ what: String) throws(CommandFailure) -> CGFloat? {
        guard let number = try number(name) else { return nil }
        guard range.contains(number) else {
            let bounds = "\(Self.text(of: range.lowerBound)) to \(Self.text(of: range.upperBound))"
            throw .usage("\(name) needs a number from \(bounds) \(what), not \"\(values[name] ?? "")\"")
        }
        return number
    }

    /// `value` as a command line may give it: `1e12` for a power of ten past a million.
    private static func text(of value: CGFloat) -> String {
        guard value > 1e6 else { return ArrangementJSON.number(value) }
        let exponent = Int(log10(Double(value)).rounded())
        return CGFloat(pow(10, Double(exponent))) == value ? "1e\(exponent)" : ArrangementJSON.number(value)
    }

    /// The value of `name` as a positive integer, if given.
    func positiveInteger(_ name: String) throws(CommandFailure) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), number > 0 else {
            throw .usage("\(name) needs a positive whole number, not \"\(text)\"")
        }
        return number
    }

    /// The value of `name`, one of `choices`, if given.
    func choice(_ name: String, of choices: [String]) throws(CommandFailure) -> String? {
        guard let text = values[name] else { return nil }
        guard choices.contains(text) else {
            throw .usage("\(name) is one of \(choices.joined(separator: ", ")), not \"\(text)\"")
        }
        return text
    }
}
