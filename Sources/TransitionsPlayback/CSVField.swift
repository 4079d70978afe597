import Transitions

/// `text` as one CSV field (RFC 4180): as it is, or, when it holds a comma, a quote or a line
/// break, in quotes with each quote doubled (`a,b` → `"a,b"`). The package's one CSV escaper:
/// `transitions play --format csv` writes roles with it, `simulate` item ids.
public func csvField(_ text: String) -> String {
  guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
  var out = "\""
  for character in text {
    if character == "\"" { out += "\"\"" } else { out.append(character) }
  }
  return out + "\""
}
