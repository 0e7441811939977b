import PlaygroundCore
import Testing

/// Which characters fall back to the emoji font (UTS #51's emoji presentation; docs/cells.md, "Emoji").
struct EmojiFallbackTests {
    @Test func emojiPresentationCharactersAreEmoji() {
        // Emoji_Presentation, a VS16 sequence, a keycap, a flag, a ZWJ sequence, a skin-tone modifier, and a
        // text-default pictograph above U+1F000 (🏔, U+1F3D4).
        for c: Character in ["🍎", "⛺️", "❤️", "1️⃣", "🇫🇷", "🚴‍♀️", "👍🏽", "🏔", "🖥"] {
            #expect(EmojiFallback.isEmoji(c), "\(c.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Text-default symbols without VS16, digits, letters, punctuation stay text.
        for c: Character in ["©", "☺", "1", "#", "a", "Ä", "!", " ", "€", "→"] {
            #expect(!EmojiFallback.isEmoji(c), "\(c)")
        }
    }

    @Test func textIsCutIntoEmojiAndTextRuns() {
        let s = EmojiFallback.segments(of: "Hi 👋🏽🍎! ©")
        #expect(s.map { String($0.text) } == ["Hi ", "👋🏽🍎", "! ©"])
        #expect(s.map(\.isEmoji) == [false, true, false])
        #expect(EmojiFallback.segments(of: "").isEmpty)
        #expect(EmojiFallback.segments(of: "plain").map(\.isEmoji) == [false])
        #expect(EmojiFallback.containsEmoji("a 🇫🇷"))
        #expect(!EmojiFallback.containsEmoji("Straße → © 2026"))
    }
}
