import Foundation

/// An HTML document showing one or more hosts of ``HTMLElementView``s side by side, each with a
/// caption, optionally with a self-check that a browser runs when the page is opened with
/// `?check`.
///
/// Hosts are laid out left to right, 40 pixels apart, below their captions; each host is an
/// absolutely positioned `div` of its frame's size, and its elements nest inside it. Elements are
/// outlined (outlines take no room, so every element's box is exactly its frame).
///
/// **Self-check.** For a host added with `expectedFrames`, the page's script compares every
/// element that has a `data-reuse-id` with the expected frame for that identifier (converted from
/// the host's coordinates to the page's), within 1/32 pixel (twice Chromium's layout unit), and
/// reports missing and unexpected elements: when the page is opened with `?check` at the end of
/// its address (`feed.html?check`), and only then. It adds one line below the hosts, in the
/// element with id `vl-check`: `VALUELAYOUT-CHECK PASS <n> elements` or
/// `VALUELAYOUT-CHECK FAIL …`, which a headless browser's DOM dump shows (see
/// `scripts/check-html-in-chromium.sh`). Opened without `?check`, the page shows only the hosts.
///
/// **Real fonts.** With a measurer of real fonts (`FontTextMeasurer`, of the ValueLayoutFonts
/// module), each face that draws some element's text is declared with `@font-face`, its file embedded as a `data:` URL (so the page works wherever
/// it is opened, at the cost of the file's size, about a third more), and a comment at the top
/// of the document names the measurer and the faces. The self-check then also waits for the
/// fonts, fails if one did not load, and checks every such text element (class `vl-text`) in a
/// checked host: each line the browser draws, found from the boxes of its characters, is at most
/// the element's width plus 0.5 pixel wide, all of them at most its height plus 0.5 pixel tall,
/// and the browser's lines hold the same text as the measurer's (compared without the spaces at
/// their ends). The result line then reads `VALUELAYOUT-CHECK PASS <n> elements, <m> labels,
/// worst overflow <w> px, 0 line mismatches`.
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
    /// Breaks every element's text into lines, or `nil` (the default) for each host's own
    /// (``HTMLElementView/textMeasurer``): a host added from an arrangement has the measurer the
    /// arrangement was laid out with, so the page shows the lines that were measured.
    public var textMeasurer: (any TextMeasurer)?
    private var entries: [Entry] = []

    /// The page's margin, the height reserved for a caption, and the gap between hosts, in CSS
    /// pixels.
    static let margin: CGFloat = 24
    static let captionHeight: CGFloat = 28
    static let gap: CGFloat = 40

    /// An empty page with the given title and text measurer (by default `nil`: each host's own;
    /// see ``textMeasurer``).
    public init(title: String, textMeasurer: (any TextMeasurer)? = nil) {
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

    /// Adds a host showing `arrangement` to the right of the hosts added before: an
    /// ``HTMLElementView`` that reaches from its origin to the root frame's far corner (the root's
    /// size for an arrangement laid out at the origin), holding the views of
    /// ``LayoutArrangement/makeViews(in:direction:)``, whose text is broken with the measurer the
    /// arrangement was laid out with, in the arrangement's direction.
    ///
    /// - Parameters:
    ///   - arrangement: What to show; only layouts with a view become elements.
    ///   - caption: Text shown above the host.
    ///   - checksFrames: Whether the page's self-check compares every element that has a reuse
    ///     identifier with its frame in the arrangement (the sum of the frames on the way down).
    /// - Returns: The host, for further changes.
    /// - Complexity: O(n) in the number of nodes.
    @discardableResult
    public mutating func add(_ arrangement: LayoutArrangement, caption: String, checksFrames: Bool = true)
        -> HTMLElementView
    {
        // The root view sits at the root's frame in the host (as makeViews places it).
        let root = arrangement.frame
        let host = HTMLElementView(frame: CGRect(x: 0, y: 0, width: max(0, root.maxX), height: max(0, root.maxY)))
        host.textMeasurer = arrangement.context.textMeasurer
        arrangement.makeViews(in: host)
        var expected: [String: CGRect]?
        if checksFrames {
            var frames: [String: CGRect] = [:]
            var pending: [(LayoutArrangement, CGPoint)] = [(arrangement, .zero)]
            while let (node, parentOrigin) = pending.popLast() {
                let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
                if node.layout.view != nil, let id = node.viewReuseId { frames[id] = frame }
                for child in node.sublayouts.reversed() { pending.append((child, frame.origin)) }
            }
            expected = frames
        }
        add(host, caption: caption, direction: arrangement.direction, expectedFrames: expected)
        return host
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
        let faces = RenderingFonts.unique(textFaces())
        var html = "<!DOCTYPE html>\n<html>\n"
        if !faces.isEmpty {
            // "--" may not appear inside an HTML comment.
            let note =
                "Text measured by FontTextMeasurer, drawn in "
                + faces.map(RenderingFonts.describe).joined(separator: ", ")
            html += "<!-- " + note.replacingOccurrences(of: "--", with: "- -") + " -->\n"
        }
        html += """
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

            """
        for face in faces {
            if let rule = RenderingFonts.fontFaceRule(face) { html += rule + "\n" }
        }
        html += "</style>\n</head>\n<body>\n"
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
            // Without a page measurer, each element inherits its host's (through its parents).
            for child in entry.host.children {
                html += child.html(textMeasurer: textMeasurer, indent: 1)
            }
            html += "</div>\n"
        }
        let checked = entries.contains { $0.expectedFrames != nil }
        if checked {
            html += "<script type=\"application/json\" id=\"vl-expected\">"
            html += expectationsJSON(origins: origins, resultTop: bottom + Self.margin) + "</script>\n"
            html += "<script>\n\(Self.checkScript)</script>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// The faces that draw the text of the hosts' elements (of each run of styled text), in
    /// document order (with repeats).
    private func textFaces() -> [RenderingFace] {
        var faces: [RenderingFace] = []
        var pending: [(element: HTMLElementView, measurer: any TextMeasurer)] = entries.reversed().map {
            ($0.host, textMeasurer ?? $0.host.inheritedTextMeasurer)
        }
        while let (element, inherited) = pending.popLast() {
            let measurer = textMeasurer ?? element.textMeasurer ?? inherited
            if element.text != nil {
                // Styled text is drawn in each run's font.
                let fonts = element.styledText.map { $0.runs.map(\.font) } ?? [element.font]
                faces += fonts.compactMap { RenderingFonts.face(for: $0, measurer: measurer) }
            }
            pending.append(contentsOf: element.children.reversed().map { ($0, measurer) })
        }
        return faces
    }

    /// `{"hosts":[{"id":"vl-host-0","frames":{"reuse id":[x,y,width,height],…}},…],"resultTop":…}`,
    /// frames in page coordinates, identifiers sorted; `resultTop` is where the check's result
    /// line goes.
    private func expectationsJSON(origins: [CGPoint], resultTop: CGFloat) -> String {
        struct Host: Encodable {
            let id: String
            let frames: [String: [Double]]
        }
        struct Document: Encodable {
            let hosts: [Host]
            let resultTop: Double
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
        let data =
            (try? encoder.encode(Document(hosts: hosts, resultTop: Double(resultTop))))
            ?? Data("{\"hosts\":[]}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The self-check the browser runs when the page is opened with `?check` (once the page's
    /// fonts have loaded).
    static let checkScript = """
        (function () {
          if (!/[?&]check(=|&|$)/.test(window.location.search)) { return; }
          var tolerance = 1 / 32;
          var textTolerance = 0.5;
          function run() {
            var expected = JSON.parse(document.getElementById('vl-expected').textContent);
            var failures = [];
            var checked = 0;
            var labels = 0;
            var worstOverflow = -Infinity;
            var mismatches = 0;
            document.fonts.forEach(function (font) {
              if (font.status !== 'loaded') {
                failures.push('font ' + font.family + ' ' + font.weight + ' did not load (' + font.status + ')');
              }
            });
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
              root.querySelectorAll('.vl-text').forEach(function (text) {
                var label = text.parentElement;
                var name = host.id + ': ' + (label.getAttribute('data-reuse-id') || 'a label');
                var box = label.getBoundingClientRect();
                var lines = browserLines(text);
                labels++;
                lines.forEach(function (line, index) {
                  var overflow = line.right - line.left - box.width;
                  worstOverflow = Math.max(worstOverflow, overflow);
                  if (overflow > textTolerance) {
                    failures.push(name + ': line ' + (index + 1) + ' is ' + (line.right - line.left) + ' px wide, the box ' + box.width);
                  }
                });
                var height = text.getBoundingClientRect().height;
                worstOverflow = Math.max(worstOverflow, height - box.height);
                if (height > box.height + textTolerance) {
                  failures.push(name + ': the text is ' + height + ' px tall, the box ' + box.height);
                }
                var drawn = lines.map(function (line) { return line.text.trim(); });
                var measured = JSON.parse(text.getAttribute('data-lines')).map(function (line) { return line.trim(); });
                if (JSON.stringify(drawn) !== JSON.stringify(measured)) {
                  mismatches++;
                  failures.push(name + ': the browser drew the lines ' + JSON.stringify(drawn) + ', the measurer gave ' + JSON.stringify(measured));
                }
              });
            });
            var summary = checked + ' elements';
            if (labels > 0) {
              summary += ', ' + labels + ' labels, worst overflow ' + worstOverflow.toFixed(3) + ' px, ' + mismatches + ' line mismatches';
            }
            var result = document.createElement('pre');
            result.id = 'vl-check';
            result.style.left = '24px';
            result.style.top = expected.resultTop + 'px';
            result.textContent = failures.length
              ? 'VALUELAYOUT-CHECK FAIL ' + summary + '\\n' + failures.join('\\n')
              : 'VALUELAYOUT-CHECK PASS ' + summary;
            document.body.appendChild(result);
          }
          // The lines of a text element as the browser broke it: its characters grouped by the
          // line their boxes are on (a new line starts where a box starts below the last one's
          // middle), with the horizontal extent of the line's visible characters.
          function browserLines(element) {
            var lines = [];
            var node = element.firstChild;
            if (!node) { return lines; }
            var text = node.textContent;
            var range = document.createRange();
            var current = null;
            for (var i = 0; i < text.length; ) {
              var code = text.codePointAt(i);
              var end = i + (code > 0xffff ? 2 : 1);
              range.setStart(node, i);
              range.setEnd(node, end);
              var character = text.slice(i, end);
              var rects = range.getClientRects();
              if (rects.length > 0) {
                var rect = rects[0];
                if (!current || rect.top >= current.middle) {
                  current = { text: '', left: Infinity, right: -Infinity, middle: rect.top + rect.height / 2 };
                  lines.push(current);
                }
                if (!/\\s/.test(character)) {
                  current.left = Math.min(current.left, rect.left);
                  current.right = Math.max(current.right, rect.right);
                }
              }
              if (current) { current.text += character; }
              i = end;
            }
            lines.forEach(function (line) {
              if (line.right < line.left) { line.left = 0; line.right = 0; }
            });
            return lines;
          }
          document.fonts.ready.then(run);
        })();

        """
}
