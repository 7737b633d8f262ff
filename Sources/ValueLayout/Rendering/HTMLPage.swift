import Foundation

/// An HTML document showing one or more hosts of ``HTMLElementView``s side by side, each with a
/// caption, optionally with a self-check that a browser runs on load.
///
/// Hosts are laid out left to right, 40 pixels apart, below their captions; each host is an
/// absolutely positioned `div` of its frame's size, and its elements nest inside it. Elements are
/// outlined (outlines take no room, so every element's box is exactly its frame).
///
/// **Self-check.** For a host added with `expectedFrames`, the page's script compares, on load,
/// every element that has a `data-reuse-id` with the expected frame for that identifier
/// (converted from the host's coordinates to the page's), within 1/32 pixel (twice Chromium's
/// layout unit), and reports missing and unexpected elements. It writes one line into the element
/// with id `vl-check`: `VALUELAYOUT-CHECK PASS <n> elements` or `VALUELAYOUT-CHECK FAIL …`, which a
/// headless browser's DOM dump shows (see `scripts/check-html-in-chromium.sh`).
@MainActor
public struct HTMLPage {
    private struct Entry {
        let host: HTMLElementView
        let caption: String
        let direction: LayoutDirection
        let expectedFrames: [String: CGRect]?
    }

    /// The document's title.
    public var title: String
    /// Breaks element text into lines; use the measurer the arrangements were laid out with.
    public var textMeasurer: any TextMeasurer
    private var entries: [Entry] = []

    /// The page's margin, the height reserved for a caption, and the gap between hosts, in CSS
    /// pixels.
    static let margin: CGFloat = 24
    static let captionHeight: CGFloat = 28
    static let gap: CGFloat = 40

    /// An empty page with the given title and text measurer.
    public init(title: String, textMeasurer: any TextMeasurer = FixedAdvanceTextMeasurer()) {
        self.title = title
        self.textMeasurer = textMeasurer
    }

    /// Adds `host` to the right of the hosts added before.
    ///
    /// - Parameters:
    ///   - host: The host; its frame's size is the host's size on the page (its origin is ignored).
    ///   - caption: Text shown above the host.
    ///   - direction: The host's writing direction (its `dir` attribute, which aligns text lines).
    ///   - expectedFrames: For the self-check: the frame each element with a reuse identifier
    ///     should have, in the host's coordinates; `nil` for no check of this host.
    public mutating func add(
        _ host: HTMLElementView, caption: String, direction: LayoutDirection = .leftToRight,
        expectedFrames: [String: CGRect]? = nil
    ) {
        entries.append(Entry(host: host, caption: caption, direction: direction, expectedFrames: expectedFrames))
    }

    /// The origin of each host on the page, in CSS pixels, in the order they were added.
    public var hostOrigins: [CGPoint] {
        var x = Self.margin
        return entries.map { entry in
            defer { x += entry.host.frame.width + Self.gap }
            return CGPoint(x: x, y: Self.margin + Self.captionHeight)
        }
    }

    /// The HTML document.
    ///
    /// - Complexity: O(number of elements), plus the text measurer's work for text.
    public func render() -> String {
        let n = RenderingText.number
        let origins = hostOrigins
        var html = """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            <title>\(RenderingText.escaped(title))</title>
            <style>
            body{margin:0;background:#f1f3f4;font:13px sans-serif;color:#202124}
            .vl-caption{position:absolute;font-weight:600;white-space:nowrap}
            .vl-host{position:absolute;background:#fff;outline:1px solid #dadce0}
            .vl-view{position:absolute;box-sizing:border-box;outline:1px solid #1a73e8;outline-offset:-1px;background:rgba(26,115,232,.05)}
            .vl-label{outline-color:#34a853;background:rgba(52,168,83,.08)}
            .vl-image{background:#dadce0;outline-color:#5f6368}
            .vl-line{display:block;white-space:pre;overflow:visible;font-family:'DejaVu Sans Mono','Liberation Mono',monospace}
            #vl-check{position:absolute;margin:0;font:12px monospace;white-space:pre-wrap}
            </style>
            </head>
            <body>

            """
        var bottom: CGFloat = 0
        for (index, entry) in entries.enumerated() {
            let origin = origins[index]
            let size = entry.host.frame.size
            bottom = max(bottom, origin.y + size.height)
            let dir = entry.direction == .rightToLeft ? "rtl" : "ltr"
            html += "<div class=\"vl-caption\" style=\"left:\(n(origin.x))px;top:\(n(Self.margin))px\">"
            html += RenderingText.escaped(entry.caption) + "</div>\n"
            html += "<div class=\"vl-host\" id=\"vl-host-\(index)\" dir=\"\(dir)\" style=\"left:\(n(origin.x))px;"
            html += "top:\(n(origin.y))px;width:\(n(size.width))px;height:\(n(size.height))px\">\n"
            for child in entry.host.children {
                html += child.html(textMeasurer: textMeasurer, indent: 1)
            }
            html += "</div>\n"
        }
        let checked = entries.contains { $0.expectedFrames != nil }
        if checked {
            html += "<pre id=\"vl-check\" style=\"left:\(n(Self.margin))px;top:\(n(bottom + Self.margin))px\">"
            html += "VALUELAYOUT-CHECK NOT RUN</pre>\n"
            html +=
                "<script type=\"application/json\" id=\"vl-expected\">\(expectationsJSON(origins: origins))</script>\n"
            html += "<script>\n\(Self.checkScript)</script>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// `{"hosts":[{"id":"vl-host-0","frames":{"reuse id":[x,y,width,height],…}},…]}`, frames in
    /// page coordinates, identifiers sorted.
    private func expectationsJSON(origins: [CGPoint]) -> String {
        struct Host: Encodable {
            let id: String
            let frames: [String: [Double]]
        }
        struct Document: Encodable {
            let hosts: [Host]
        }
        let hosts = entries.enumerated().compactMap { index, entry -> Host? in
            guard let expected = entry.expectedFrames else { return nil }
            let origin = origins[index]
            return Host(
                id: "vl-host-\(index)",
                frames: expected.mapValues { frame in
                    [
                        Double(frame.minX + origin.x), Double(frame.minY + origin.y), Double(frame.width),
                        Double(frame.height),
                    ]
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // JSONEncoder escapes "/" by default, so "</script>" cannot appear in the output.
        let data = (try? encoder.encode(Document(hosts: hosts))) ?? Data("{\"hosts\":[]}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The self-check run by the browser on load.
    static let checkScript = """
        (function () {
          var tolerance = 1 / 32;
          var expected = JSON.parse(document.getElementById('vl-expected').textContent);
          var failures = [];
          var checked = 0;
          expected.hosts.forEach(function (host) {
            var root = document.getElementById(host.id);
            var seen = {};
            root.querySelectorAll('[data-reuse-id]').forEach(function (element) {
              var id = element.getAttribute('data-reuse-id');
              var frame = host.frames[id];
              if (!frame) { failures.push(host.id + ': unexpected element ' + id); return; }
              if (seen[id]) { failures.push(host.id + ': two elements ' + id); return; }
              seen[id] = true;
              var box = element.getBoundingClientRect();
              var actual = [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height];
              for (var i = 0; i < 4; i++) {
                if (Math.abs(actual[i] - frame[i]) > tolerance) {
                  failures.push(host.id + ': ' + id + ' is at [' + actual.join(', ') + '], expected [' + frame.join(', ') + ']');
                  return;
                }
              }
              checked++;
            });
            Object.keys(host.frames).forEach(function (id) {
              if (!seen[id]) { failures.push(host.id + ': missing element ' + id); }
            });
          });
          document.getElementById('vl-check').textContent = failures.length
            ? 'VALUELAYOUT-CHECK FAIL\\n' + failures.join('\\n')
            : 'VALUELAYOUT-CHECK PASS ' + checked + ' elements';
        })();

        """
}
