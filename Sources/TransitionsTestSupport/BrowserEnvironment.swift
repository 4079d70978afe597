public import Foundation

/// Where the browser, its driver and Selenium are, if they are installed.
public enum BrowserEnvironment {
  public static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  public static let browser = executable("chromium") ?? executable("chromium-browser")
  public static let driver = executable("chromedriver")
  public static let python = executable("python3")

  public static let hasSelenium: Bool = {
    guard let python else { return false }
    return (try? run(python, ["-c", "import selenium"]).status) == 0
  }()

  public static var isAvailable: Bool { browser != nil && driver != nil && hasSelenium }

  /// Whether a missing browser fails the test instead of skipping it: in CI (`CI` set, as every
  /// CI service and `.ci/run`'s runner set it), or with TRANSITIONS_REQUIRE_BROWSER=1 (which
  /// `.ci/run` sets too).
  public static var isRequired: Bool {
    let environment = ProcessInfo.processInfo.environment
    let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" }
    return environment["TRANSITIONS_REQUIRE_BROWSER"] == "1" || ci == true
  }

  public static var missing: String {
    [
      browser == nil ? "chromium" : nil, driver == nil ? "chromedriver (chromium-driver)" : nil,
      hasSelenium ? nil : "python3 with selenium",
    ].compactMap { $0 }.joined(separator: ", ")
  }

  /// Runs a program to its end. Its output goes to files in `folder` (reading a pipe can be
  /// interrupted by other tests' child processes), or nowhere without one.
  /// `environment` adds to (or replaces) variables of this process's environment.
  public static func run(
    _ executable: String, _ arguments: [String], outputIn folder: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardInput = FileHandle.nullDevice
    var files: (URL, URL)?
    if let folder {
      let out = folder.appendingPathComponent("stdout.txt")
      let err = folder.appendingPathComponent("stderr.txt")
      _ = FileManager.default.createFile(atPath: out.path, contents: nil)
      _ = FileManager.default.createFile(atPath: err.path, contents: nil)
      process.standardOutput = try FileHandle(forWritingTo: out)
      process.standardError = try FileHandle(forWritingTo: err)
      files = (out, err)
    } else {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    guard let (out, err) = files else { return (process.terminationStatus, "", "") }
    return (process.terminationStatus, try text(of: out), try text(of: err))
  }

  /// A file's text, read through a file handle: `String(contentsOf:)` leaks its read buffer
  /// for an empty file in this Foundation (LeakSanitizer reports it).
  public static func text(of url: URL) throws -> String {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
  }

  /// What a browser run left in the temporary root `root`: `folder` (the run's own, which
  /// should be gone) and any folder of the browser's or its driver's that was not in `before`
  /// (other tests' files may come and go there). Empty when the run cleaned up after itself.
  public static func leftovers(
    in root: URL, since before: Set<String>, folder: String
  ) throws -> [String] {
    Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
      .subtracting(before)
      .filter { name in
        name == folder
          || ["org.chromium.", ".org.chromium.", "scoped_dir", ".com.google.Chrome"].contains {
            name.hasPrefix($0)
          }
      }
      .sorted()
  }
}
