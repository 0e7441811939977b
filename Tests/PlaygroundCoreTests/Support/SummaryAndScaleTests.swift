import Testing
@testable import PlaygroundCore

@Suite struct SummaryTests {
    @Test func medianAndNearestRankP99() {
        #expect(Summary([]) == nil)
        let one = Summary([5])!
        #expect(one.median == 5 && one.p99 == 5 && one.count == 1)
        let four = Summary([4, 1, 3, 2])!
        #expect(four.median == 2.5 && four.p99 == 4)
        let odd = Summary([9, 1, 5])!
        #expect(odd.median == 5 && odd.p99 == 9)
        // 1…100: the 99th smallest; 1…200: the 198th.
        #expect(Summary((1...100).map(Double.init))!.p99 == 99)
        #expect(Summary((1...200).map(Double.init))!.p99 == 198)
        #expect(Summary((1...200).map(Double.init))!.median == 100.5)
        // Of 100 samples, p99 is the 99th smallest: one slow sample does not show, two do.
        #expect(Summary(Array(repeating: 1, count: 99) + [50])!.p99 == 1)
        #expect(Summary(Array(repeating: 1, count: 98) + [50, 50])!.p99 == 50)
    }
}

@Suite struct ImageScaleTests {
    @Test func coversTheAreaWithoutEnlarging() {
        #expect(ImageScale.downscaled(width: 1600, height: 1200, toCover: (1280, 800)) == (1280, 960))
        #expect(ImageScale.downscaled(width: 1200, height: 1600, toCover: (1280, 800)) == (1200, 1600))  // needs 1280 wide
        #expect(ImageScale.downscaled(width: 400, height: 300, toCover: (1280, 800)) == (400, 300))
        #expect(ImageScale.downscaled(width: 4000, height: 1000, toCover: (1280, 800)) == (3200, 800))
        // Exactly the cover size: untouched.
        #expect(ImageScale.downscaled(width: 1280, height: 800, toCover: (1280, 800)) == (1280, 800))
    }

    @Test func respectsTheLargestTextureAndTinySides() {
        #expect(ImageScale.downscaled(width: 20000, height: 100, toCover: (1280, 800), maxSide: 8192) == (8192, 41))
        #expect(ImageScale.downscaled(width: 100000, height: 10, toCover: (1, 1), maxSide: 8192) == (8192, 1))
        #expect(ImageScale.downscaled(width: 0, height: 10, toCover: (100, 100)) == (1, 10))
    }

    @Test func theCoverIsAlwaysCovered() {
        for (w, h) in [(1600, 1200), (3000, 500), (500, 3000), (2001, 1999), (1281, 801)] {
            let (sw, sh) = ImageScale.downscaled(width: w, height: h, toCover: (1280, 800))
            #expect(sw >= min(w, 1280) && sh >= min(h, 800), "\(w)×\(h) → \(sw)×\(sh)")
            #expect(sw <= w && sh <= h)
        }
        #expect(ImageScale.textureBytes(width: 1280, height: 960) == 4_915_200)
    }
}
