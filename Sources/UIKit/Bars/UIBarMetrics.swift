/// The bar metrics a background image is for (UIBarButtonItem.h; raw values as there).
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }
