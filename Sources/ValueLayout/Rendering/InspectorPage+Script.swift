extension InspectorPage {
    /// The page's script: shows a node's details on hover and click, highlights its box and row
    /// together, and, opened with `?check`, runs the self-check (see ``InspectorPage``).
    static let script = """
        (function () {
          var tolerance = 0.01;
          var data = JSON.parse(document.getElementById('vl-inspector-data').textContent);
          var selected = {};
          function box(e, i) { return document.getElementById('vl-box-' + e + '-' + i); }
          function row(e, i) { return document.getElementById('vl-row-' + e + '-' + i); }
          function field(e, key) { return document.getElementById('vl-d-' + e + '-' + key); }
          function number(value) { return String(value); }
          function show(e, i, fromBox) {
            var entry = data.arrangements[e];
            var node = entry.nodes[i];
            var previous = selected[e];
            if (previous !== undefined) {
              box(e, previous).classList.remove('vl-hl');
              row(e, previous).classList.remove('vl-hl');
            }
            selected[e] = i;
            box(e, i).classList.add('vl-hl');
            var r = row(e, i);
            r.classList.add('vl-hl');
            if (fromBox) {
              var tree = r.parentElement;
              if (r.offsetTop < tree.scrollTop || r.offsetTop + r.offsetHeight > tree.scrollTop + tree.clientHeight) {
                tree.scrollTop = r.offsetTop - tree.clientHeight / 2;
              }
            }
            field(e, 'kind').textContent = node.kind;
            field(e, 'id').textContent = node.id === undefined ? 'none' : JSON.stringify(node.id);
            field(e, 'frame').textContent = node.frameText;
            field(e, 'root').textContent = node.rootFrameText;
            field(e, 'measured').textContent = node.measuredText;
            field(e, 'within').textContent = node.withinText;
            var direction = entry.direction === 'rtl' ? 'right to left, mirrored' : 'left to right';
            if (node.fromParentRight !== undefined) {
              direction += ': ' + number(node.fromParentRight) + ' pt from the parent\\u2019s right edge';
            }
            field(e, 'direction').textContent = direction;
            field(e, 'grid').textContent = entry.scale === undefined
              ? 'no scale: not snapped'
              : (node.onGrid ? 'on the grid' : 'OFF the grid') + ' (scale ' + number(entry.scale) + ')';
          }
          function target(element) {
            var found = element && element.closest ? element.closest('[data-node]') : null;
            if (!found) { return null; }
            return {
              e: Number(found.getAttribute('data-entry')),
              i: Number(found.getAttribute('data-node')),
              fromBox: found.tagName.toLowerCase() === 'rect'
            };
          }
          function handle(event) {
            var t = target(event.target);
            if (t) { show(t.e, t.i, t.fromBox); }
          }
          document.addEventListener('mouseover', handle);
          document.addEventListener('click', handle);

          // The self-check, for a headless browser: only when the page is opened with `?check`.
          if (!/[?&]check(=|&|$)/.test(window.location.search)) { return; }

          function checkBoxes(failures) {
            var checked = 0;
            data.arrangements.forEach(function (entry, e) {
              entry.nodes.forEach(function (node, i) {
                var element = box(e, i);
                if (!element) { failures.push('arrangement ' + e + ': box ' + i + ' is missing'); return; }
                var rect = element.getBoundingClientRect();
                var actual = [rect.left + window.scrollX, rect.top + window.scrollY, rect.width, rect.height];
                for (var k = 0; k < 4; k++) {
                  if (!(Math.abs(actual[k] - node.page[k]) <= tolerance)) {
                    failures.push('arrangement ' + e + ': box ' + i + ' (' + node.kind + ') is at [' +
                      actual.join(', ') + '], expected [' + node.page.join(', ') + ']');
                    return;
                  }
                }
                checked++;
              });
            });
            return checked;
          }
          function expectShown(e, i, problems) {
            var node = data.arrangements[e].nodes[i];
            [['kind', node.kind], ['frame', node.frameText], ['measured', node.measuredText]].forEach(function (pair) {
              var shown = field(e, pair[0]).textContent;
              if (shown !== pair[1]) {
                problems.push('node ' + i + ': the panel shows ' + pair[0] + ' "' + shown + '", expected "' + pair[1] + '"');
              }
            });
            if (!box(e, i).classList.contains('vl-hl')) { problems.push('node ' + i + ': box not highlighted'); }
            if (!row(e, i).classList.contains('vl-hl')) { problems.push('node ' + i + ': row not highlighted'); }
            if (document.querySelectorAll('.vl-hl').length !== 2) {
              problems.push('node ' + i + ': ' + document.querySelectorAll('.vl-hl').length + ' highlighted elements, expected 2');
            }
          }
          // Nothing is selected when the page opens; then a click on the root's row, and a hover on
          // the last box drawn (the topmost at its place).
          function checkHover() {
            var problems = [];
            if (data.arrangements.length === 0 || data.arrangements[0].nodes.length === 0) {
              return ['no node to hover'];
            }
            if (document.querySelectorAll('.vl-hl').length !== 0) { problems.push('a node is selected on opening'); }
            var last = data.arrangements[0].nodes.length - 1;
            row(0, 0).dispatchEvent(new MouseEvent('click', { bubbles: true }));
            expectShown(0, 0, problems);
            box(0, last).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            expectShown(0, last, problems);
            return problems;
          }
          function overlap(a, b) {
            return a.left < b.right - tolerance && b.left < a.right - tolerance &&
              a.top < b.bottom - tolerance && b.top < a.bottom - tolerance;
          }
          function describe(rect) {
            return '[' + [rect.left, rect.top, rect.right, rect.bottom].map(function (v) { return v.toFixed(2); }).join(', ') + ']';
          }
          // The page fits the window: it does not scroll sideways, no part reaches past the window's
          // right edge, and no two parts (title, captions, facts, drawings, trees, detail panels)
          // overlap.
          function checkLayout(problems) {
            var width = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth > width) {
              problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide in a window of ' + width);
            }
            var parts = Array.prototype.slice.call(document.querySelectorAll(
              'body > .vl-title, body > .vl-caption, body > .vl-facts, body > .vl-viewport, body > .vl-tree, body > .vl-detail'));
            var rects = parts.map(function (part) { return part.getBoundingClientRect(); });
            rects.forEach(function (rect, i) {
              var name = parts[i].className + (parts[i].id ? ' ' + parts[i].id : '');
              if (rect.right > width + tolerance) { problems.push(name + ' reaches ' + rect.right + ' px, past the window\\u2019s ' + width); }
              for (var j = i + 1; j < rects.length; j++) {
                if (overlap(rect, rects[j])) {
                  problems.push(name + ' ' + describe(rect) + ' overlaps ' + parts[j].className + ' ' + describe(rects[j]));
                }
              }
            });
          }
          // No two reuse-id tags overlap.
          function checkTags(problems) {
            var tags = Array.prototype.slice.call(document.querySelectorAll('.vl-id')).map(function (tag) {
              return { element: tag, rect: tag.getBoundingClientRect() };
            });
            tags.sort(function (a, b) { return a.rect.left - b.rect.left; });
            for (var i = 0; i < tags.length; i++) {
              for (var j = i + 1; j < tags.length && tags[j].rect.left < tags[i].rect.right; j++) {
                if (overlap(tags[i].rect, tags[j].rect)) {
                  problems.push('the tags "' + tags[i].element.textContent + '" ' + describe(tags[i].rect) + ' and "' +
                    tags[j].element.textContent + '" ' + describe(tags[j].rect) + ' overlap');
                }
              }
            }
            return tags.length;
          }
          var failures = [];
          var total = 0;
          data.arrangements.forEach(function (entry) { total += entry.nodes.length; });
          var checked = checkBoxes(failures);
          var problems = checkHover();
          var layout = [];
          checkLayout(layout);
          var tagProblems = [];
          var tagCount = checkTags(tagProblems);
          var hover = problems.length === 0 ? 'hover PASS' : 'hover FAIL';
          var fits = 'fits ' + document.documentElement.clientWidth + ' px ' + (layout.length === 0 ? 'PASS' : 'FAIL');
          var tagLine = tagCount + ' tags apart ' + (tagProblems.length === 0 ? 'PASS' : 'FAIL');
          var all = failures.concat(problems, layout, tagProblems);
          var line = all.length === 0
            ? 'INSPECTOR-CHECK PASS ' + checked + ' boxes, ' + hover + ', ' + fits + ', ' + tagLine
            : 'INSPECTOR-CHECK FAIL ' + checked + ' of ' + total + ' boxes, ' + hover + ', ' + fits + ', ' + tagLine +
              '\\n' + all.slice(0, 20).join('\\n');
          var result = document.createElement('pre');
          result.id = 'vl-inspector-check';
          result.style.left = '24px';
          result.style.top = data.bottom + 'px';
          result.textContent = line;
          document.body.appendChild(result);
        })();

        """
}
