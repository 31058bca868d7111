// Parlor's replay (issue 34): steps a game page's board through its positions
// without reloading, by the controls, the move list and the arrow keys; keeps
// `#n` in the address; follows a game in play over Server-Sent Events. Without
// this script every control is a plain link to the position's own page.
(function () {
  "use strict";
  var main = document.getElementById("game");
  var board = document.getElementById("board");
  if (!main || !board) {
    return;
  }
  var base = main.getAttribute("data-base");
  var plies = parseInt(main.getAttribute("data-plies"), 10) || 0;
  var ply = parseInt(main.getAttribute("data-ply"), 10) || 0;
  var list = document.getElementById("moves");
  var play = document.getElementById("play");
  var where = document.getElementById("where");
  var status = document.getElementById("status");
  var timer = null;

  function altOf(k) {
    var item = document.getElementById("m" + k);
    return item ? item.getAttribute("data-alt") || "" : board.alt;
  }

  function setHref(id, k) {
    var link = document.getElementById(id);
    if (link) {
      link.href = base + "/" + k;
    }
  }

  function mark(k) {
    var links = document.querySelectorAll("#moves a[data-ply], .start a[data-ply]");
    for (var i = 0; i < links.length; i++) {
      if (parseInt(links[i].getAttribute("data-ply"), 10) === k) {
        links[i].setAttribute("aria-current", "step");
      } else {
        links[i].removeAttribute("aria-current");
      }
    }
  }

  function show(k, keepHash) {
    if (isNaN(k)) {
      return;
    }
    k = Math.max(0, Math.min(plies, k));
    ply = k;
    main.setAttribute("data-ply", String(k));
    board.src = base + "/svg/" + k;
    board.alt = altOf(k);
    setHref("first", 0);
    setHref("prev", Math.max(0, k - 1));
    setHref("next", Math.min(plies, k + 1));
    setHref("last", plies);
    if (where) {
      where.textContent = k + " / " + plies;
    }
    mark(k);
    if (!keepHash && history.replaceState) {
      history.replaceState(null, "", "#" + k);
    }
  }

  function stop() {
    if (timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    if (play) {
      play.textContent = play.getAttribute("data-play");
    }
  }

  function start() {
    if (ply >= plies) {
      show(0);
    }
    timer = setInterval(function () {
      if (ply >= plies) {
        stop();
      } else {
        show(ply + 1);
      }
    }, 1000);
    if (play) {
      play.textContent = play.getAttribute("data-pause");
    }
  }

  function step(k) {
    return function (event) {
      event.preventDefault();
      stop();
      show(typeof k === "function" ? k() : k);
    };
  }

  var controls = {
    first: function () { return 0; },
    prev: function () { return ply - 1; },
    next: function () { return ply + 1; },
    last: function () { return plies; }
  };
  Object.keys(controls).forEach(function (id) {
    var link = document.getElementById(id);
    if (link) {
      link.addEventListener("click", step(controls[id]));
    }
  });

  document.addEventListener("click", function (event) {
    var target = event.target;
    var link = target && target.closest ? target.closest("#moves a[data-ply], .start a[data-ply]") : null;
    if (link) {
      event.preventDefault();
      stop();
      show(parseInt(link.getAttribute("data-ply"), 10));
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    var tag = event.target && event.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") {
      return;
    }
    var to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: plies }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      stop();
      show(to);
    }
  });

  if (play) {
    play.hidden = false;
    play.addEventListener("click", function () {
      if (timer === null) {
        start();
      } else {
        stop();
      }
    });
  }

  function fromHash() {
    var m = /^#(\d{1,6})$/.exec(location.hash);
    if (m) {
      show(parseInt(m[1], 10), true);
    }
  }
  window.addEventListener("hashchange", fromHash);
  fromHash();

  // Live: the whole move list after each change.
  function rebuild(data) {
    var atEnd = ply >= plies;
    plies = data.plies;
    main.setAttribute("data-plies", String(plies));
    if (list) {
      while (list.firstChild) {
        list.removeChild(list.firstChild);
      }
      data.moves.forEach(function (move) {
        var item = document.createElement("li");
        item.id = "m" + move.ply;
        item.setAttribute("data-alt", move.alt);
        var link = document.createElement("a");
        link.href = base + "/" + move.ply;
        link.setAttribute("data-ply", String(move.ply));
        var seat = document.createElement("span");
        seat.className = "seat";
        seat.textContent = move.seat;
        link.appendChild(seat);
        link.appendChild(document.createTextNode(" " + move.text));
        item.appendChild(link);
        list.appendChild(item);
      });
    }
    if (status) {
      status.textContent = data.status;
    }
    show(atEnd ? plies : Math.min(ply, plies), !atEnd);
    if (atEnd) {
      // A new picture even when the number did not change (a resignation).
      board.src = base + "/svg/" + plies + "?t=" + Date.now();
    }
  }

  var live = main.getAttribute("data-live");
  if (live && window.EventSource) {
    var source = new EventSource(live);
    source.addEventListener("position", function (event) {
      var data;
      try {
        data = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      rebuild(data);
      if (data.over) {
        source.close();
        main.removeAttribute("data-live");
      }
    });
  }
})();
