#!/usr/bin/env python3
"""Pairs the next round of a TRF-16 file with caissify-pairings' FIDE Dutch
engine: the independent cross-check of Parlor's Dutch system (issue 31).

Usage: pair_next.py FILE.trf [FILE.trf …]   (or one file on standard input)

Prints one line per board, "first second" starting numbers (FIDE's white
first), and "p 0" for the pairing-allocated bye. The round paired is the one
after the last round that has a pairing in the file; a player whose block for
that round is already filled with an absence (0000 - Z/H/F/-) is left out,
the way bbpPairings and JaVaFo read it. With several files, each file's
boards follow a line "# FILE" (one Python start for many files). Needs
`pip install caissify-pairings`. With PARLOR_PAIRINGS_CACHE naming a
directory, each file's answer is kept there under a hash of its text, so a
re-run only asks the engine about the files that changed.
"""

import hashlib
import io
import os
import sys
from contextlib import redirect_stdout

from caissify_pairings.engines.dutch import DutchEngine
from caissify_pairings.fpc import (
    _build_engine_players,
    _build_previous_pairings,
    _infer_initial_color,
)
from caissify_pairings.trf import TRFParser


def pair_next(text: str) -> None:
    """Prints the next round's boards of one TRF-16 text."""
    parsed = TRFParser(text).parse()
    players = {p["starting_number"]: p for p in parsed["players"]}
    paired = 0
    for p in players.values():
        for rnd, r in p["results"].items():
            if r.get("opponent") is not None or r.get("result") == "U":
                paired = max(paired, rnd)
    target = paired + 1
    for p in players.values():
        # Everyone without an absence for the round plays it.
        p["results"].setdefault(target, {"opponent": None, "color": None, "result": ""})
    total = parsed["tournament"].get("total_rounds") or target
    engine = DutchEngine(
        players=_build_engine_players(players, target),
        previous_pairings=_build_previous_pairings(players, target),
        round_number=target,
        total_rounds=max(total, target),
        initial_color=_infer_initial_color(players),
    )
    for board in engine.generate_pairings():
        black = board.get("black_id")
        if black is None or board.get("bye"):
            print(f"{board['white_id']} 0")
        else:
            print(f"{board['white_id']} {black}")


def main() -> int:
    files = sys.argv[1:]
    if not files:
        pair_next(sys.stdin.read())
        return 0
    cache = os.environ.get("PARLOR_PAIRINGS_CACHE")
    for path in files:
        if len(files) > 1:
            print(f"# {path}")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        key = None
        if cache:
            key = os.path.join(cache, hashlib.sha1(text.encode()).hexdigest())
            if os.path.exists(key):
                with open(key, encoding="utf-8") as f:
                    print(f.read(), end="")
                continue
        out = io.StringIO()
        try:
            with redirect_stdout(out):
                pair_next(text)
        except Exception as error:  # one bad file must not hide the others
            print(f"error {error!r}".replace("\n", " "), file=out)
        print(out.getvalue(), end="")
        if key:
            os.makedirs(cache, exist_ok=True)
            with open(key, "w", encoding="utf-8") as f:
                f.write(out.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
