import Foundation
import TransitionsTool

/// Runs the tool, writing its standard output in blocks as it is produced.
func runTool() -> Int32 {
  var buffer: [UInt8] = []
  buffer.reserveCapacity(1 << 16)
  func flush() {
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
  let result = TransitionsTool.stream(Array(CommandLine.arguments.dropFirst())) { text in
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }
  flush()
  FileHandle.standardError.write(Data(result.standardError.utf8))
  return result.status
}

exit(runTool())
