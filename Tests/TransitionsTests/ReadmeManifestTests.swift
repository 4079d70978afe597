import Foundation
import Testing
import TransitionsTestSupport

/// The README's "Adding it to your package" manifest names products this package declares,
/// under the identity SwiftPM gives this repository (its folder's, or its URL's, last path
/// component).
@Test func theReadmesManifestNamesThisPackagesProducts() throws {
  let readme = try Readme.text()
  let block = Readme.swiftBlock(containing: "name: \"MyApp\"", in: readme).joined(separator: "\n")
  #expect(!block.isEmpty)
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let manifest = try String(
    contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
  let declared = Set(matches(of: #"\.library\(name: "([A-Za-z]+)""#, in: manifest))
  let used = matches(
    of: #"\.product\(name: "([A-Za-z]+)", package: "swift-transitions"\)"#, in: block)
  #expect(used.count == 4)
  for product in used { #expect(declared.contains(product), "\(product) is not a product") }
  // The identity it uses is the URL's last path component, without ".git".
  let urls = matches(of: #"\.package\(url: "([^"]+)""#, in: block)
  #expect(
    urls.map { URL(string: $0)?.deletingPathExtension().lastPathComponent } == ["swift-transitions"]
  )
  // Every library the text after the block names is one the manifest declares.
  for product in [
    "Transitions", "TransitionsUIKit", "TransitionsSwiftUI", "TransitionsTesting",
    "TransitionsPlayback", "TransitionsPreview",
  ] {
    #expect(declared.contains(product), "\(product)")
  }
}

/// The first capture group of every match of `pattern` in `text`.
private func matches(of pattern: String, in text: String) -> [String] {
  guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
  let range = NSRange(text.startIndex..., in: text)
  return regex.matches(in: text, range: range).compactMap { match in
    Range(match.range(at: 1), in: text).map { String(text[$0]) }
  }
}
