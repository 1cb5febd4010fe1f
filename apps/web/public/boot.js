// Starts the app of a server-rendered page once the page has painted (decisions 016 and 036).
// The server writes this script in place of the app's module script, with the entry, the
// chunks it would have preloaded and the web fonts' stylesheet. Until the page and its main
// image are on screen, the network and the main thread belong to the HTML, its stylesheet and
// that image; then come the page's lazy images, the fonts (font-display: swap, so the text is
// already readable in the fallback faces) and the JavaScript that hydrates the page.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var fonts = script.getAttribute('data-fonts');
  // A main image slower than this does not hold the fonts and the app back any longer.
  var IMAGE_WAIT_MS = 2500;

  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The page's lazy images were held until now (the server's mark, styles/index.css).
    document.documentElement.removeAttribute('data-first-paint');
    if (fonts) loadFonts(fonts);
    chunks.forEach(function (href) {
      appendLink('modulepreload', href).crossOrigin = '';
    });
    import(entry);
  }
  // The fonts' faces are loaded first and added to the page together, so the text is laid out
  // once, in the web fonts. Linking their stylesheet would lay the whole page out again as soon
  // as the faces are declared (still in the fallback faces, the web fonts not there yet), then
  // once more as each font arrives: 30-40 ms of main thread each time on the development
  // machine, four times that on the phone Lighthouse simulates (decision 036).
  // The stylesheet is only read: the browser's own CSS parser gives the faces' descriptors.
  function loadFonts(href) {
    var link = function () {
      appendLink('stylesheet', href);
    };
    if (!window.FontFace || !document.fonts || !window.fetch) return link();
    fetch(href)
      .then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.text();
      })
      .then(function (css) {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        var faces = [];
        for (var i = 0; i < sheet.cssRules.length; i++) {
          var rule = sheet.cssRules[i];
          if (!(rule instanceof CSSFontFaceRule)) continue;
          var style = rule.style;
          var descriptors = { display: 'swap' };
          ['style', 'weight', 'stretch', 'unicodeRange'].forEach(function (name) {
            var value = style.getPropertyValue(
              name === 'unicodeRange' ? 'unicode-range' : 'font-' + name,
            );
            if (value) descriptors[name] = value;
          });
          faces.push(
            new FontFace(
              style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
              style.getPropertyValue('src'),
              descriptors,
            ),
          );
        }
        if (!faces.length) return link();
        return Promise.all(
          faces.map(function (face) {
            return face.load().then(
              function () {
                return face;
              },
              function () {
                return null;
              },
            );
          }),
        ).then(function (loaded) {
          loaded.forEach(function (face) {
            if (face) document.fonts.add(face);
          });
        });
      })
      .catch(link);
  }
  function appendLink(rel, href) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.appendChild(link);
    return link;
  }
  // requestAnimationFrame runs just before a frame is painted, and a timeout set there runs
  // after it.
  function afterNextFrame(callback) {
    requestAnimationFrame(function () {
      setTimeout(callback, 0);
    });
  }
  // The main image (the one the server preloads, fetchpriority="high"): loaded, then painted.
  function afterMainImage(callback) {
    var image = document.querySelector('#root img[fetchpriority="high"]');
    if (!image || image.complete) return afterNextFrame(callback);
    var done = function () {
      afterNextFrame(callback);
    };
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(callback, IMAGE_WAIT_MS);
  }
  // The first contentful paint as the browser reports it, once the frame is on screen: a frame
  // produced is not yet a frame shown, and on a busy phone the two can be far apart.
  function afterFirstPaint(callback) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return afterNextFrame(callback);
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  // A tab in the background paints nothing: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else
    afterFirstPaint(function () {
      afterMainImage(start);
    });
})();
