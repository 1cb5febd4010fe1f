// Starts the app of a server-rendered page after its first paint (decision 016). The server
// writes this script in place of the app's module script, with the entry and the chunks it
// would have preloaded: until the page has painted, the network and the main thread belong to
// the HTML, its stylesheet and its main image; the JavaScript that hydrates the page comes next.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // requestAnimationFrame runs just before a frame is painted, and a timeout set there runs
  // after it. A tab in the background paints nothing: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
