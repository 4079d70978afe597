import Foundation

/// The README's code blocks, to check that a test runs an example exactly as written.
public enum Readme {
  /// The README of this package (found from a source file of its tests).
  public static func text(from file: String = #filePath) throws -> String {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("README.md")
      if FileManager.default.fileExists(atPath: candidate.path),
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return try String(contentsOf: candidate, encoding: .utf8)
      }
      folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// Whether the README's `swift` block containing `marker` (its imports aside) stands, line for
  /// line, in the source file `file`: the test there runs the example exactly as written.
  public static func block(containing marker: String, standsIn file: String) throws -> Bool {
    let block = swiftBlock(containing: marker, in: try text(from: file)).filter {
      !$0.hasPrefix("import ")
    }
    let source = try String(contentsOfFile: file, encoding: .utf8)
    return !block.isEmpty && lines(block, standIn: source)
  }

  /// The lines of the fenced `swift` block of `readme` that contains `marker`, without the
  /// fences; empty when there is none.
  public static func swiftBlock(containing marker: String, in readme: String) -> [String] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift") {
        current = []
      } else if current != nil, line.hasPrefix("```") {
        blocks.append(current ?? [])
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks.first { $0.contains { $0.contains(marker) } } ?? []
  }

  /// Whether `lines` (each trimmed, blank ones skipped) stand in `source` in order, one after
  /// another on consecutive non-blank lines: the example is the code that runs.
  public static func lines(_ lines: [String], standIn source: String) -> Bool {
    let wanted = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let have = source.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    guard !wanted.isEmpty, wanted.count <= have.count else { return false }
    for start in 0...(have.count - wanted.count)
    where Array(have[start..<start + wanted.count]) == wanted {
      return true
    }
    return false
  }
}
