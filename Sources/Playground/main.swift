// The `playground` executable: everything is in the PlaygroundApp library (docs/architecture.md, "The edge").
import PlaygroundApp

PlaygroundMain.run()
