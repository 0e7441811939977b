/// UIFieldBehavior: not provided here.
@available(*, unavailable, message: "field behaviors (radial gravity, springs, noise, …) are not simulated here; see docs/uikit.md#uikit-dynamics")
open class UIFieldBehavior: UIDynamicBehavior {}
