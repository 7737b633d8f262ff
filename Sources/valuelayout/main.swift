import Foundation
import ValueLayoutCommand

// The `valuelayout` command; everything is in ValueLayoutCommand, which the tests run in process.
exit(ValueLayoutCommand.run(Array(CommandLine.arguments.dropFirst())))
