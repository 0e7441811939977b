// `import OSLog` (iOS 14): the os module's logging API (Logger, OSLog, os_log), re-exported.
@_exported import os
