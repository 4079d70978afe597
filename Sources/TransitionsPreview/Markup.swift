/// A piece of HTML, written as it is built: the gallery page's only HTML writer (the page has a
/// fixed shape, so a few elements, text and raw markup are all it needs, with no dependency).
///
/// Text is escaped for element content (`&`, `<`, `>`); attribute values for a double-quoted
/// attribute (`&`, `"`, `<`, `>`). Void elements (`meta`, `input`) are written self-closed,
/// `<meta charset="UTF-8"/>`; an attribute whose value is `nil` is left out.
struct Markup: Sendable {
  /// The HTML.
  var html: String

  /// Markup already written: an SVG drawing, a script, a style sheet.
  static func raw(_ html: String) -> Markup { Markup(html: html) }

  /// Text, escaped.
  static func text(_ text: String) -> Markup { Markup(html: escapeText(text)) }

  /// Nothing.
  static let empty = Markup(html: "")

  /// Several pieces in order.
  static func group(_ pieces: [Markup]) -> Markup {
    Markup(html: pieces.map(\.html).joined())
  }

  /// `<name attributes>content</name>`.
  static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ content: Markup...
  ) -> Markup {
    element(name, attributes, content)
  }

  /// `<name attributes>content</name>`, with the content as an array.
  static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String?>, _ content: [Markup]
  ) -> Markup {
    Markup(html: openingTag(name, attributes) + ">" + content.map(\.html).joined() + "</\(name)>")
  }

  /// A void element: `<name attributes/>`.
  static func void(_ name: String, _ attributes: KeyValuePairs<String, String?>) -> Markup {
    Markup(html: openingTag(name, attributes) + "/>")
  }

  private static func openingTag(
    _ name: String, _ attributes: KeyValuePairs<String, String?>
  ) -> String {
    var tag = "<" + name
    for (attribute, value) in attributes {
      guard let value else { continue }
      tag += " \(attribute)=\"\(escapeAttribute(value))\""
    }
    return tag
  }

  /// `&`, `<` and `>` as entities.
  static func escapeText(_ text: String) -> String { escape(text, quotes: false) }

  /// `&`, `"`, `<` and `>` as entities.
  static func escapeAttribute(_ value: String) -> String { escape(value, quotes: true) }

  private static func escape(_ text: String, quotes: Bool) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"" where quotes: escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
