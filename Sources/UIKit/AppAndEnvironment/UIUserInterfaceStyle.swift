/// Light or dark appearance (UIInterface.h; raw values as there). The playground's device is light.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light, dark }
