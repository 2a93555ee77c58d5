"""Random command lines and random files for every command, and what counts as a clean ending.

Shared by the fuzz test (tests/test_fuzz.py) and the fuzz report (bench/fuzz.py). A case is a
command line plus the files it reads, written into a fresh folder that is also the working
directory, so that nothing a case writes lands anywhere else. Every command that can run long
gets a time limit, and generated boards are small, huge (refused for memory) or malformed, so
that a case ends in seconds.

A new command, option or file format belongs here the day it is added (a test checks that every
command is listed in `OPTIONS`).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sqlite3
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from hypothesis import strategies as st

from kt_csp.files.formats import MODEL_FORMATS

# Exit codes a run may end with here (kt_csp.cli.exits): 70 (a bug) is documented but never clean, and
# 130/141 need a Ctrl-C or a closed pipe, which these cases do not send.
CLEAN_EXITS = {0, 1, 2, 3}

# --- values ---------------------------------------------------------------------------------


def mostly(valid: st.SearchStrategy[str], odd: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Valid values three times in four, so that runs get past the first check."""
    return st.one_of(valid, valid, valid, odd)


JUNK_TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12)
SMALL_BOARD = st.builds(lambda r, c: f"{r}x{c}", st.integers(1, 8), st.integers(1, 8))
HUGE_BOARD = st.builds(lambda r, c: f"{r}x{c}", st.integers(10**5, 10**12), st.integers(10**5, 10**12))
ODD_BOARD = st.sampled_from(
    [
        "",
        " ",
        "x",
        "8y8",
        "-3x3",
        "0x5",
        "5x0",
        "8x",
        "x8",
        "8x8x8",
        "8×8",
        "8X8",
        " 6x6 ",
        "08x08",
        "1e3x2",
        "99999999999999999999999x2",
        "6x6\x00",
        "nan",
        "６x６",
    ]
)
BOARD = st.one_of(SMALL_BOARD, SMALL_BOARD, SMALL_BOARD, HUGE_BOARD, ODD_BOARD, JUNK_TEXT)
SQUARE = mostly(
    st.builds(lambda f, r: f"{f}{r}", st.sampled_from("abcde"), st.integers(1, 5)),
    st.one_of(
        st.sampled_from(
            [
                "0,0",
                "7,7",
                "2,1",
                "i9",
                "z99",
                "aaa1",
                "a0",
                "A1",
                "1,",
                ",",
                "-1,0",
                "a-1",
                "99999999999999999999,0",
                "a1 b2",
            ]
        ),
        JUNK_TEXT,
    ),
)
LEAPER = mostly(
    st.sampled_from(["1,2", "1,3", "2,3", " 1, 2 "]),
    st.sampled_from(["0,1", "1,1", "0,0", "1", "a,b", "-1,2", "1000,1", "99999999999999999999,1", ""]),
)
HOLES = mostly(
    st.lists(SQUARE, min_size=1, max_size=4).map(",".join),
    st.sampled_from(["", ",", " , ", "a1,a1", "d4 e4", "0,0", "a1,z99", "a1;b2", "a1,,b2", "a1,", ",a1", "a1 a1"]),
)
WRAP = st.sampled_from(["none", "cylinder", "torus", "donut", ""])
SYMMETRY = st.sampled_from(["rot180", "rot90", "mirror", "spin", ""])
MAGIC = st.sampled_from(["semi", "full", "half", ""])
MEASURE = st.sampled_from(["crossings", "turns", "bends", ""])
CLUE = mostly(
    st.builds(lambda s, m: f"{s}={m}", SQUARE, st.integers(0, 30)),
    st.sampled_from(["a1", "=3", "a1=", "a1=-1", "a1=x", "a1=99999999999999999999", "a1=3=4", ""]),
)
COUNT = mostly(
    st.integers(1, 40).map(str),
    st.sampled_from(["0", "-1", "1e3", "1.5", "abc", "", "99999999999999999999999", "-0", "1_000", "2147483647"]),
)
WORKERS = st.sampled_from(["1", "2", "0", "-1", "abc", "99999999", "1.5"])
SECONDS = st.sampled_from(["0", "0.001", "0.3", "nan", "inf", "-inf", "-1", "1e400", "abc", "", "1e10"])
DELAY = st.sampled_from(["0", "0.0001", "nan", "-1", "inf", "abc", "1e400"])
FOREIGN_ENGINES = ["cadical", "gecode", "highs", "ace", "exact"]  # (those not yet there: a name no engine has)
ENGINE = st.sampled_from(
    ["auto", "backtrack", "cpsat", "sat", "construct", "frontier", "minizinc", "", "BACKTRACK", *FOREIGN_ENGINES]
)
ENGINES = st.sampled_from(
    [
        "backtrack,cpsat,sat",
        "backtrack",
        "cpsat,sat",
        "construct,auto",
        ",",
        "nope",
        "backtrack,,cpsat",
        "",
        *(f"backtrack,{name}" for name in FOREIGN_ENGINES),
    ]
)
ORDER = st.sampled_from(["plain", "warnsdorff", "random", ""])
ENCODING = st.sampled_from(["lazy", "complete", "other"])
SOLVER = st.sampled_from(["minisat22", "glucose4", "cadical195", "cadical300", "maplechrono", "kissat", ""])
TOUR_FORMAT = st.sampled_from(["grid", "squares", "json", "npy", "csv"])
ORIGIN = st.sampled_from(["bottom", "top", "middle"])
SPEED = st.sampled_from(["normal", "fast", "ludicrous"])
EXPORT_FORMAT = st.sampled_from([*MODEL_FORMATS, "pdf"])
SWEEP = st.one_of(
    st.builds(
        lambda a, b, c, d: f"{a}x{b}..{c}x{d}",
        st.integers(1, 3),
        st.integers(1, 3),
        st.integers(1, 4),
        st.integers(1, 4),
    ),
    st.sampled_from(["1x1", "1x1..", "..3x3", "3x3..1x1", "1x1..100000x100000", "a..b"]),
)
SCHEDULER = st.sampled_from(["nonsense", "http://localhost", "tcp://", "tcp://host", "::::", ""])
OUT_PATH = st.sampled_from(
    [
        "out.txt",
        "o.jpg",
        "pic.svg",
        "pic.png",
        "tour.npy",
        "sub/dir/f.txt",
        "/dev/full",
        "/no/such/dir/f.txt",
        ".",
        "-",
        "",
    ]
)
IN_PATH = st.sampled_from(["input", "input", "input", "/no/such/file", ".", "/dev/null", ""])
JOB_PATH = st.sampled_from(["job.db", "job.db", "input", "/no/such/dir/j.db", "."])
CHECKPOINT_PATH = st.sampled_from(["sweep.npz", "sweep.npz", "input", "/no/such/dir/s.npz", "."])
SPILL_PATH = st.sampled_from(["states", "states", "input", "/no/such/dir/states", ".", "/dev/null", "/proc/states"])

HOST = st.sampled_from(
    [
        "127.0.0.1",
        "127.0.0.1",
        "localhost",
        "::1",
        "1.2.3.4",
        "",
        "nohost.invalid",
        "999.1.1.1",
        "[::1]",
        "127.0.0.1:80",
        "\x00",
    ]
)
PORT = st.sampled_from(["0", "0", "0", "-1", "65536", "abc", "", "1.5", "99999999999999999999"])

PICTURE = st.builds(
    lambda rows, joiner: "\n".join(joiner.join(row) for row in rows).encode(),
    st.lists(
        st.lists(
            st.sampled_from([".", ".", ".", "#", "0", "3", "12", "x", "-1", "99999", "\u0663", "9" * 30]),
            min_size=1,
            max_size=6,
        ),
        min_size=1,
        max_size=6,
    ),
    st.sampled_from(["", " ", "\t", "  "]),
)

# Options of each command: flag -> strategy for its value (None: a flag without a value).
OPTIONS: dict[str, dict[str, st.SearchStrategy[str] | None]] = {
    "solve": {
        "--start": SQUARE,
        "--holes": HOLES,
        "--wrap": WRAP,
        "--clue": CLUE,
        "--symmetry": SYMMETRY,
        "--magic": MAGIC,
        "--uncrossed": None,
        "--longest": None,
        "--minimize": MEASURE,
        "--end": SQUARE,
        "--closed": None,
        "--engine": ENGINE,
        "--order": ORDER,
        "--no-forward-check": None,
        "--workers": WORKERS,
        "--seed": COUNT,
        "--hint": None,
        "--encoding": ENCODING,
        "--sat-solver": SOLVER,
        "--random": None,
        "--rank": COUNT,
        "--leaper": LEAPER,
        "--node-limit": COUNT,
        "--no-theory": None,
        "--format": TOUR_FORMAT,
        "--out": OUT_PATH,
        "--origin": ORIGIN,
        "--trace": None,
        "--trace-limit": COUNT,
        "--delay": DELAY,
        "--svg": OUT_PATH,
        "--png": OUT_PATH,
        "--proof": OUT_PATH,
        "--time-limit": SECONDS,
    },
    "count": {
        "--start": SQUARE,
        "--holes": HOLES,
        "--wrap": WRAP,
        "--clue": CLUE,
        "--symmetry": SYMMETRY,
        "--magic": MAGIC,
        "--uncrossed": None,
        "--longest": None,
        "--minimize": MEASURE,
        "--end": SQUARE,
        "--closed": None,
        "--engine": ENGINE,
        "--order": ORDER,
        "--no-forward-check": None,
        "--workers": WORKERS,
        "--seed": COUNT,
        "--sat-solver": SOLVER,
        "--leaper": LEAPER,
        "--node-limit": COUNT,
        "--limit": COUNT,
        "--job": JOB_PATH,
        "--split-depth": COUNT,
        "--scheduler": SCHEDULER,
        "--dask-local": st.sampled_from(["2", "0", "x"]),
        "--distinct": None,
        "--confirm": None,
        "--sample": COUNT,
        "--checkpoint": CHECKPOINT_PATH,
        "--spill": SPILL_PATH,
        "--no-theory": None,
        "--format": st.sampled_from(["grid", "json", "x"]),
    },
    "animate": {
        "--start": SQUARE,
        "--holes": HOLES,
        "--wrap": WRAP,
        "--clue": CLUE,
        "--symmetry": SYMMETRY,
        "--magic": MAGIC,
        "--uncrossed": None,
        "--longest": None,
        "--minimize": MEASURE,
        "--end": SQUARE,
        "--closed": None,
        "--leaper": LEAPER,
        "--order": ORDER,
        "--no-forward-check": None,
        "--speed": SPEED,
    },
    "crosscheck": {
        "--start": SQUARE,
        "--holes": HOLES,
        "--wrap": WRAP,
        "--clue": CLUE,
        "--symmetry": SYMMETRY,
        "--magic": MAGIC,
        "--uncrossed": None,
        "--longest": None,
        "--minimize": MEASURE,
        "--end": SQUARE,
        "--closed": None,
        "--open": None,
        "--both": None,
        "--leaper": LEAPER,
        "--engines": ENGINES,
        "--count": None,
        "--confirm": None,
        "--node-limit": COUNT,
        "--sweep": SWEEP,
        "--all-starts": None,
        "--reproducer-dir": OUT_PATH,
        "--proof": OUT_PATH,
        "--format": st.sampled_from(["table", "json", "yaml"]),
    },
    "verify": {
        "--board": BOARD,
        "--start": SQUARE,
        "--end": SQUARE,
        "--closed": None,
        "--leaper": LEAPER,
        "--origin": ORIGIN,
        "--rank": None,
        "--proof": IN_PATH,
        "--format": st.sampled_from(["text", "json", "xml"]),
    },
    "render": {
        "--svg": OUT_PATH,
        "--png": OUT_PATH,
        "--board": BOARD,
        "--closed": None,
        "--leaper": LEAPER,
        "--origin": ORIGIN,
        "--holes": HOLES,
        "--wrap": WRAP,
    },
    "export": {
        "--start": SQUARE,
        "--holes": HOLES,
        "--wrap": WRAP,
        "--clue": CLUE,
        "--symmetry": SYMMETRY,
        "--magic": MAGIC,
        "--uncrossed": None,
        "--longest": None,
        "--minimize": MEASURE,
        "--end": SQUARE,
        "--closed": None,
        "--leaper": LEAPER,
        "--format": EXPORT_FORMAT,
        "--out": OUT_PATH,
        "--stats": None,
        "--list": None,
    },
    "decode": {"--format": TOUR_FORMAT, "--out": OUT_PATH, "--origin": ORIGIN},
    "job status": {"--workers": WORKERS},
    "puzzle make": {
        "--start": SQUARE,
        "--end": SQUARE,
        "--closed": None,
        "--leaper": LEAPER,
        "--holes": HOLES,
        "--clues": COUNT,
        "--seed": COUNT,
        "--count": st.sampled_from(["1", "2", "0", "-1", "x"]),
        "--solutions": OUT_PATH,
        "--format": st.sampled_from(["picture", "json", "x"]),
        "--difficulty": st.sampled_from(["easy", "medium", "hard", "x"]),
    },
    "serve": {"--host": HOST, "--port": PORT},
    "puzzle solve": {
        "--closed": None,
        "--leaper": LEAPER,
        "--engine": ENGINE,
        "--origin": ORIGIN,
        "--format": st.sampled_from(["grid", "json", "x"]),
        "--explain": None,
    },
}
# Commands that search get a limit (appended last, so it wins over a generated one): cases end.
TIME_LIMITS = {
    "solve": "2",
    "count": "2",
    "animate": "2",
    "crosscheck": "0.5",
    "puzzle make": "2",
    "puzzle solve": "2",
    "serve": "0.3",
}

# --- files ----------------------------------------------------------------------------------


def _grid(rows: list[list[int]]) -> bytes:
    return "\n".join(" ".join(map(str, row)) for row in rows).encode()


GRID_FILE = st.lists(
    st.lists(st.one_of(st.integers(-2, 40), st.integers(-(10**30), 10**30)), min_size=1, max_size=6),
    min_size=1,
    max_size=6,
).map(_grid)
PERMUTED_GRID = st.integers(1, 6).flatmap(
    lambda n: st.permutations(list(range(n * n))).map(lambda p: _grid([p[i : i + n] for i in range(0, n * n, n)]))
)
NAME_LIST = st.lists(st.one_of(SQUARE, st.sampled_from(["a1", "c2", "b4"])), min_size=0, max_size=12).flatmap(
    lambda names: st.sampled_from([" ", ", ", "\n", ";"]).map(lambda sep: sep.join(names).encode())
)
JSON_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**20) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
JSON_TOUR = st.fixed_dictionaries(
    {},
    optional={
        "board": st.one_of(BOARD, JSON_VALUE),
        "leaper": st.one_of(st.just([1, 2]), JSON_VALUE),
        "tour": st.one_of(st.lists(SQUARE, max_size=10), JSON_VALUE),
        "status": st.sampled_from(["found", "none", "unknown"]),
    },
).map(lambda d: json.dumps(d).encode())
DEEP_JSON = st.integers(1_000, 100_000).map(lambda depth: b'{"board": ' + b"[" * depth + b"]" * depth + b"}")


def _witnesses() -> list[dict[str, object]]:
    """Genuine witness certificates, one of each kind of argument, to tamper with."""
    from kt_csp import Board, Instance, parse_board
    from kt_csp.certificates.witnesses import witness

    whole = Board(12, 12)
    cut = {target for square in (52, 66) for target in whole.neighbours_of(square)}

    questions = [
        Instance(parse_board("8x8").with_holes("e5"), closed=True),
        Instance(parse_board("4x4")),
        Instance(parse_board("5x5"), start=1),
        Instance(parse_board("4x10").with_holes("e2,e3")),
        Instance(parse_board("8x8").with_holes("b3,g3,b6")),
        Instance(parse_board("8x8"), clues=((0, 0), (63, 2))),
        Instance(Board(12, 12, holes=frozenset(cut) - {52, 66})),  # e5 and g6 cut off: parts
    ]
    return [
        {
            "format": "kt-csp certificate",
            "version": 1,
            "kind": "witness",
            "question": q.tag(),
            "claim": "none",
            "body": witness(q),
        }
        for q in questions
    ]


WITNESSES = _witnesses()
TAGS = [str(w["question"]) for w in WITNESSES] + [
    "kt-csp board=99999999999x99999999999 leaper=1,2 closed=0 start=- end=-"
]


@st.composite
def certificates(draw: st.DrawFn) -> bytes:
    """A certificate file: a genuine witness with one field or one body key changed, or junk."""
    shape = json.loads(json.dumps(draw(st.sampled_from(WITNESSES))))
    changes = draw(st.integers(0, 2))
    for _ in range(changes):
        where = draw(st.sampled_from(["top", "body", "body", "body", "question"]))
        if where == "top":
            shape[draw(st.sampled_from(["format", "version", "kind", "claim", "body"]))] = draw(JSON_VALUE)
        elif where == "question":
            shape["question"] = draw(st.sampled_from(TAGS))
        elif isinstance(shape.get("body"), dict) and shape["body"]:
            key = draw(st.sampled_from(sorted(shape["body"])))
            shape["body"][key] = draw(st.one_of(JSON_VALUE, st.sampled_from([[], ["a1"], ["zz99"], 0, -1, 10**30])))
    return json.dumps(shape).encode()


CERTIFICATE_FILE = st.one_of(
    certificates(), certificates(), certificates(), JSON_VALUE.map(lambda v: json.dumps(v).encode())
)


def _npy(array: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    np.save(buffer, array, allow_pickle=False)
    return buffer.getvalue()


NPY_DTYPE = st.sampled_from(["<i4", ">i4", "<i8", ">i8", "u1", "i1", "<u8", "<f8", "?", "<i2"])
NPY_FILE = st.one_of(
    st.builds(
        lambda shape, dtype, seed: _npy(np.random.default_rng(seed).integers(0, 40, size=shape).astype(dtype)),
        st.sampled_from([(3, 4), (5, 5), (2,), (2, 2, 2), (0, 3), ()]),
        NPY_DTYPE,
        st.integers(0, 1000),
    ),
    st.builds(lambda n, dtype: _npy(np.arange(n * n).reshape(n, n).astype(dtype)), st.integers(1, 6), NPY_DTYPE),
    st.builds(
        lambda shape: (
            b"\x93NUMPY\x01\x00v\x00{'descr': '<i4', 'fortran_order': False, 'shape': %s, }" % str(shape).encode()
            + b" " * 40
            + b"\n"
            + b"\x00" * 16
        ),
        st.sampled_from([(100000, 100000), (10**12, 2), (3, 3), (-1, 4), ("a", 1)]),
    ),
    st.builds(lambda data, cut: data[:cut], st.just(_npy(np.arange(36).reshape(6, 6))), st.integers(0, 200)),
)
DIMACS_ANSWER = st.lists(
    st.one_of(
        st.sampled_from(["s SATISFIABLE", "s UNSATISFIABLE", "s UNKNOWN", "SAT", "UNSAT", "INDET", "c comment", ""]),
        st.lists(st.integers(-200, 200), max_size=12).map(lambda ls: "v " + " ".join(map(str, ls)) + " 0"),
        st.lists(st.integers(-200, 200), max_size=12).map(lambda ls: " ".join(map(str, ls))),
        JUNK_TEXT,
    ),
    max_size=6,
).map(lambda lines: "\n".join(lines).encode())
CPSAT_ANSWER = st.lists(
    st.one_of(
        st.sampled_from(
            [
                "status: OPTIMAL",
                "status: FEASIBLE",
                "status: INFEASIBLE",
                "status: UNKNOWN",
                "status: MODEL_INVALID",
                "solution: [1, 0]",
                "solution: 1",
                "solution: x",
            ]
        ),
        st.lists(st.integers(0, 1), max_size=60).map(lambda ls: " ".join(map(str, ls))),
        JUNK_TEXT,
    ),
    max_size=4,
).map(lambda lines: "\n".join(lines).encode())
MODEL_FILE = st.sampled_from(
    [
        "5x5-open-a1.cnf",
        "5x5-open-a1.pb.txt",
        "6x6-closed.cnf",
        "6x6-closed.pb.txt",
        "5x5-graph.col",
        *(  # every other format, from the benchmark family
            f"family/{form.name}/5x5-open-a1{form.suffix}"
            for form in MODEL_FORMATS.values()
            if form.name not in ("cpsat", "cpsat-text", "dimacs", "graph", "wcnf")
        ),
        "family/wcnf/5x6-closed-fewest-crossings.wcnf",
    ]
)
# The answers of the other solvers: MiniZinc's, an XCSP3 solver's, a MaxSAT or PB solver's, a MIP
# solution file's lines, mixed with the SAT solvers' and CP-SAT's.
FOREIGN_ANSWER_LINE = st.sampled_from(
    [
        "----------",
        "==========",
        "=====UNSATISFIABLE=====",
        "=====UNKNOWN=====",
        "=====ERROR=====",
        "next = [b3, c5, a4];",
        "next = array1d(SQUARE, [a1]);",
        "s OPTIMUM FOUND",
        "o 3",
        "v 0101",
        "v x1 -x2 x3",
        "v <instantiation> <list> next[] </list> <values> 1 2 3 </values> </instantiation>",
        "<instantiation type='solution'><list>x[]</list><values>0 1</values></instantiation>",
        "Model status        : Optimal",
        "Model status        : Infeasible",
        "# Columns 3",
        "arc_a1_b3 1",
        "first_a1 1 0",
        "Optimal - objective value 3",
    ]
)
FOREIGN_ANSWER = st.lists(
    st.one_of(
        FOREIGN_ANSWER_LINE,
        st.lists(st.integers(-200, 200), max_size=12).map(lambda ls: " ".join(map(str, ls))),
        JUNK_TEXT,
    ),
    max_size=6,
).map(lambda lines: "\n".join(lines).encode())


def answer_to(model: str) -> st.SearchStrategy[bytes]:
    """Answers a solver might give to a model file: its own kind's, now and then another's."""
    own = DIMACS_ANSWER if model.endswith(".cnf") else CPSAT_ANSWER if model.endswith(".pb.txt") else FOREIGN_ANSWER
    return st.one_of(own, own, own, DIMACS_ANSWER, FOREIGN_ANSWER)


BYTES = st.binary(max_size=64)
TAMPERS = [
    "UPDATE job SET value = 'abc' WHERE key = 'depth'",
    "DELETE FROM job WHERE key = 'instance'",
    "UPDATE task SET prefix = '[' || prefix WHERE id = 1",
    "UPDATE task SET start = 99999 WHERE id = 1",
    "UPDATE task SET state = 'running' WHERE id = 1",
    "UPDATE task SET prefix = X'ff00' WHERE id = 2",
    "UPDATE task SET state = 'done', solutions = 9223372036854775807, nodes = 1, seconds = 1 WHERE id < 3",
    "UPDATE task SET state = 'done', solutions = 'abc', nodes = 1, seconds = 1, finished = 1 WHERE id = 1",
    "DELETE FROM task WHERE id = 3",
    "DROP TABLE task",
    "UPDATE job SET value = 'kt-csp job 2'",
]


def _tampered_job(tamper: str) -> bytes:
    """A real 5x5 job file with one change made behind kt-csp's back."""
    from kt_csp import Instance, parse_board
    from kt_csp.jobs.job import open_job

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "job.db"
        open_job(path, Instance(parse_board("5x5")), None).db.close()
        with contextlib.closing(sqlite3.connect(path)) as db, db:
            db.execute(tamper)
        return path.read_bytes()


SQLITE_JUNK = st.one_of(
    st.sampled_from([b"SQLite format 3\x00" + b"\x00" * 80, b"", b"not a database"]),
    st.sampled_from(TAMPERS).map(_tampered_job),
)


CHECKPOINT_TAMPERS: dict[str, object] = {
    "tag": "6x6 closed",
    "rows": [[1, 2]],
    "square": -1,
    "done": [1],
    "moduli": [7, 11],
    "tally": [1],
    "format": "x",
    "words": [["a"]],
}


def _checkpoint(change: str) -> bytes:
    """A real checkpoint of a 5x12 closed count stopped at once, with one change behind kt-csp's
    back (an array replaced, the archive cut short, or none)."""
    from kt_csp import Limits, question
    from kt_csp.core.choices import FrontierOptions
    from kt_csp.engines.frontier import sweep as frontier

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "sweep.npz"
        frontier.count(question("5x12", closed=True), Limits(time_limit=1e-9), FrontierOptions(checkpoint=path))
        if change == "truncated":
            return path.read_bytes()[:300]
        fields = dict(np.load(path, allow_pickle=False))
    if change:
        fields["rows" if change == "words" else change] = np.array(CHECKPOINT_TAMPERS[change])
    buffer = io.BytesIO()
    np.savez(buffer, **fields)
    return buffer.getvalue()


CHECKPOINT_FILE = st.one_of(st.sampled_from(["", "truncated", *CHECKPOINT_TAMPERS]).map(_checkpoint), BYTES, NPY_FILE)
TOUR_FILE = st.one_of(
    GRID_FILE,
    PERMUTED_GRID,
    NAME_LIST,
    JSON_TOUR,
    DEEP_JSON,
    NPY_FILE,
    BYTES,
    st.builds(lambda b: b"\xef\xbb\xbf" + b, st.one_of(PERMUTED_GRID, NAME_LIST)),
)

MODELS = Path(__file__).parent.parent / "models"

# The game's API (kt-csp serve): each endpoint's body with its own keys (now and then one more),
# values mostly well formed; or any JSON, or bytes.
API_SQUARE = st.one_of(SQUARE, st.integers(-3, 30), st.none())
API_PATH = st.one_of(
    st.lists(st.sampled_from(["a1", "b3", "c5", "a4", "c3", "e4", "c2", "e1"]), max_size=6, unique=True),
    st.just(["a1", "b3", "c5", "d3", "e5"]),
    st.lists(API_SQUARE, max_size=6),
    JSON_VALUE,
)
API_FIELDS: dict[str, st.SearchStrategy[object]] = {
    "board": st.one_of(*[SMALL_BOARD] * 6, ODD_BOARD, JSON_VALUE, st.just("21x21"), st.just("20x20")),
    "path": API_PATH,
    "tour": API_PATH,
    "to": API_SQUARE,
    "start": API_SQUARE,
    "end": API_SQUARE,
    "closed": st.one_of(*[st.booleans()] * 6, JSON_VALUE),
    "leaper": st.one_of(LEAPER, st.just([1, 3]), JSON_VALUE),
    "holes": st.one_of(st.lists(SQUARE, max_size=3), JSON_VALUE),
    "wrap": st.one_of(WRAP, JSON_VALUE),
    "clues": st.one_of(st.dictionaries(SQUARE, st.integers(-2, 30), max_size=3), JSON_VALUE),
    "engine": st.sampled_from(["backtrack", "cpsat", "sat", ""]),
    "order": ORDER,
    "time_limit": st.one_of(st.sampled_from([0.05, 0.3, 0, -1, 11, 1e400, "1", None]), JSON_VALUE),
    "most_events": st.one_of(st.integers(-1, 300), st.just(10**9), JSON_VALUE),
    "picture": st.one_of(PICTURE.map(lambda b: b.decode()), JSON_VALUE),
    "clues_asked": st.one_of(st.integers(-1, 30), JSON_VALUE),
    "seed": st.one_of(st.integers(-1, 5), JSON_VALUE),
    "difficulty": st.one_of(st.sampled_from(["easy", "medium", "hard", None, "", "Easy"]), JSON_VALUE),
    "colour": JSON_VALUE,
}
QUESTION = ["board", "leaper", "closed", "start", "end", "holes", "wrap", "clues"]
API_KEYS = {
    "board": QUESTION + ["path"],
    "move": QUESTION + ["path", "to"],
    "referee": QUESTION + ["path", "engine", "time_limit"],
    "replay": QUESTION + ["path", "order", "time_limit", "most_events"],
    "verify": QUESTION + ["tour"],
    "puzzle/open": ["picture", "closed", "leaper"],
    "puzzle/make": QUESTION + ["clues_asked", "seed", "time_limit", "difficulty"],
    "hint": QUESTION + ["path", "time_limit"],
}


@st.composite
def api_requests(draw: st.DrawFn) -> tuple[str, bytes]:
    """An endpoint of the game's API and a body for it."""
    endpoint = draw(st.sampled_from(sorted(API_KEYS)))
    keys = API_KEYS[endpoint]
    chosen = draw(st.lists(st.sampled_from(keys), max_size=len(keys), unique=True))
    required = [key for key in ("board", "picture") if key in keys]
    body = {
        key: draw(API_FIELDS[key])
        for key in required + chosen + (["colour"] if draw(st.sampled_from([False] * 9 + [True])) else [])
    }
    if body.get("time_limit") is None and endpoint in ("replay", "puzzle/make", "hint"):
        body["time_limit"] = 0.3  # cases end in moments (the defaults are bounded too, by seconds)
    kind = draw(st.sampled_from(["body"] * 8 + ["json", "bytes"]))
    return endpoint, (
        json.dumps(body).encode()
        if kind == "body"
        else json.dumps(draw(JSON_VALUE)).encode()
        if kind == "json"
        else draw(st.one_of(BYTES, DEEP_JSON))
    )


# --- cases ----------------------------------------------------------------------------------


@dataclass
class Case:
    """A command line, and the files to write before running it (name -> bytes)."""

    argv: list[str]
    files: dict[str, bytes] = field(default_factory=dict)

    def __repr__(self) -> str:
        files = {name: data[:60] for name, data in self.files.items()}
        return f"Case({self.argv!r}, files={files!r})"


@st.composite
def command_lines(draw: st.DrawFn) -> Case:
    """A random command line for a random command, with the files it names."""
    command = draw(st.sampled_from(sorted(OPTIONS)))
    argv = command.split()
    files: dict[str, bytes] = {}
    if command in ("solve", "count", "animate", "export", "puzzle make") or (
        command == "crosscheck" and draw(st.booleans())
    ):
        if draw(st.integers(0, 9)):
            argv.append(draw(BOARD))
    if command in ("verify", "render", "job status", "puzzle solve"):
        argv.append(draw(IN_PATH))
        files["input"] = draw(
            SQLITE_JUNK if command == "job status" else PICTURE if command == "puzzle solve" else TOUR_FILE
        )
    if command == "decode":
        model = draw(MODEL_FILE)
        files["model" + Path(model).suffix] = (MODELS / model).read_bytes()
        argv += ["model" + Path(model).suffix, "input"]
        files["input"] = draw(answer_to(model))
    if command == "count" and draw(st.integers(0, 3)) == 0:
        argv += ["--job", "job.db"]
    for flag in draw(st.lists(st.sampled_from(sorted(OPTIONS[command])), max_size=4, unique=True)):
        values = OPTIONS[command][flag]
        argv += [flag] if values is None else [flag, draw(values)]
    if draw(st.integers(0, 19)) == 0:
        argv.insert(
            draw(st.integers(0, len(argv))), draw(st.sampled_from(["--help", "-h", "--", "--debug", "--bogus", "x"]))
        )
    if command == "count" and "--job" in argv:
        argv[1] = draw(st.sampled_from(["4x4", "5x5", "3x4", "1x1", "2x3"]))  # a job runs to its end: keep it small
        if "--job" in argv and draw(st.booleans()):
            files["job.db"] = draw(SQLITE_JUNK)
    if command == "count" and "--checkpoint" in argv and draw(st.booleans()):
        files["sweep.npz"] = draw(CHECKPOINT_FILE)
    elif command in TIME_LIMITS:
        argv += ["--time-limit", TIME_LIMITS[command]]
    return Case(argv, files)


@st.composite
def proof_cases(draw: st.DrawFn) -> Case:
    """``verify --proof`` of a certificate file, genuine, tampered with, or junk."""
    extra = draw(st.sampled_from([[], [], ["--format", "json"], ["--closed"]]))
    return Case(["verify", "--proof", "input", *extra], {"input": draw(st.one_of(CERTIFICATE_FILE, BYTES))})


@st.composite
def file_cases(draw: st.DrawFn) -> Case:
    """A random file given to a command that reads files."""
    command = draw(st.sampled_from(["verify", "verify", "render", "decode", "job status", "count", "picture", "proof"]))
    if command == "proof":
        return draw(proof_cases())
    if command == "picture":  # a board picture in place of a board size
        argv = draw(
            st.sampled_from(
                [
                    ["solve", "input", "--time-limit", "2"],
                    ["count", "input", "--time-limit", "2"],
                    ["crosscheck", "input", "--time-limit", "2"],
                    ["export", "input", "--stats"],
                    ["puzzle", "solve", "input", "--time-limit", "2"],
                ]
            )
        )
        return Case(argv, {"input": draw(st.one_of(PICTURE, BYTES))})
    if command == "decode":
        model = draw(MODEL_FILE)
        answer = draw(answer_to(model))
        return Case(["decode", "model", "answer"], {"model": (MODELS / model).read_bytes(), "answer": answer})
    if command == "job status":
        return Case(["job", "status", "input"], {"input": draw(st.one_of(SQLITE_JUNK, BYTES))})
    if command == "count" and draw(st.booleans()):
        return Case(
            ["count", "5x12", "--closed", "--checkpoint", "input", "--time-limit", "2"],
            {"input": draw(CHECKPOINT_FILE)},
        )
    if command == "count":
        return Case(["count", "5x5", "--job", "input"], {"input": draw(st.one_of(SQLITE_JUNK, BYTES))})
    data = draw(TOUR_FILE)
    extra = draw(
        st.lists(
            st.sampled_from(
                [
                    ["--closed"],
                    ["--start", "a1"],
                    ["--origin", "top"],
                    ["--format", "json"],
                    ["--board", "5x5"],
                    ["--end", "c2"],
                    ["--rank"],
                ]
            ),
            max_size=2,
        )
    )
    argv = [command, "input", *[word for option in extra for word in option]]
    if command == "render":
        argv = [word for word in argv if word not in ("--format", "json", "--start", "--end", "a1", "c2")] + [
            "--svg",
            "o.svg",
        ]
    return Case(argv, {"input": data})


# --- running --------------------------------------------------------------------------------


@dataclass
class Outcome:
    """How one run ended: its exit code, its output, and a traceback if an exception escaped."""

    code: int | None
    out: str
    err: str
    escaped: str = ""

    def problem(self) -> str:
        """Why this ending is not clean, or "" when it is."""
        if self.escaped:
            return f"an exception escaped: {self.escaped.strip().splitlines()[-1]}"
        if "Traceback" in self.err:
            return "a traceback on stderr"
        if self.code not in CLEAN_EXITS:
            return f"exit code {self.code}" + (f": {self.err.strip()[:200]}" if self.err.strip() else "")
        lines = [line for line in self.err.splitlines() if line.strip()]
        if self.code == 2 and len(lines) != 1:
            return f"exit 2 with {len(lines)} lines on stderr: {lines[:3]}"
        return ""


def run_case(main: Callable[[list[str]], int], case: Case, folder: Path) -> Outcome:
    """Write the case's files into ``folder``, run it there in this process, and capture it."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in case.files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")  # with a binary buffer, as a real stdout has
    err = io.StringIO()
    here = os.getcwd()
    os.chdir(folder)
    code, escaped = None, ""
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(case.argv))
    except BaseException:
        escaped = traceback.format_exc()
    finally:
        os.chdir(here)
    out.flush()
    return Outcome(code, out.buffer.getvalue().decode("utf-8", "replace"), err.getvalue(), escaped)  # type: ignore[attr-defined]
