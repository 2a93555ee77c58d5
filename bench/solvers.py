"""Every solver on the benchmark family (issue 48): ``.venv/bin/python bench/solvers.py`` (= ``make
bench-solvers``; ``--time-limit`` per run, 60 s by default; ``--small`` for the small members;
``--engines a,b`` and ``--members x,y`` for some).

Each member of the family (`kt_csp.files.family`, as ``kt-csp export --family`` writes it) is
asked of every engine of the registry that answers it — kt-csp's own and the foreign ones
(``foreign=True``: a solver of another project on the model file kt-csp exports, which its
model format names), ``auto`` left out (it hands the question on to the others) — once, with the
time limit; the SAT engine twice, with its lazy CNF (its default) and with the complete one that
``export --format dimacs`` writes, so that CaDiCaL's program and PySAT's solver meet on the same
file. A cell gives the answer and the seconds to it (the whole call: building the model,
the solver, reading its answer back, verifying the tour); ``—`` where the engine does not
answer the question, ``not installed`` where a foreign engine's program is missing. Every answer
is checked against the manifest: a tour is verified at the engine door, and an answer the
manifest contradicts (``none`` where a tour exists, another optimum) is a disagreement, which
ends the bench with exit 1. The last table says, for each variant, which engine (and model
format) decided most of its members, and in the least time.

Each engine of kt-csp's own answers a small question once before the runs, so that compiling
its code (numba) is not counted; a foreign engine's program starts anew for every run, as it
does for a user.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from report import machine_line, table

from kt_csp.core.choices import Encoding, SatOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.status import PathStatus
from kt_csp.engines.foreign import NotInstalled
from kt_csp.engines.registry import DEFAULT_ENGINE, ENGINES, Engine
from kt_csp.errors import InvalidTour, KtError
from kt_csp.files.family import FOUND, NONE, OPTIMAL, Member, family_members

WARM_UP = Instance.from_tag("kt-csp board=5x5 leaper=1,2 closed=0 start=a1 end=-")


@dataclass(frozen=True)
class Run:
    """One engine on one member: its word (``found``, ``optimal``, ``unknown`` …, or why it did
    not run), the seconds, whether it decided the member, and whether the manifest contradicts it."""

    word: str
    seconds: float | None
    decided: bool
    wrong: bool

    def cell(self) -> str:
        said = self.word if self.seconds is None else f"{self.word} {self.seconds:.2f}"
        return f"**{said} ✗**" if self.wrong else said


@dataclass(frozen=True)
class Contender:
    """An engine as the bench runs it: its ``label`` in the tables, and its options (None: its defaults)."""

    label: str
    engine: Engine[Any]
    options: object | None = None


def contenders(names: list[str]) -> list[Contender]:
    """The engines named, each labelled with its model where it has one to say: a foreign
    engine's format (``cadical (dimacs)``), the SAT engine's CNF (``sat (lazy)``, and beside it
    ``sat (complete)``)."""
    each = []
    for name in names:
        engine = ENGINES[name]
        if name == "sat":
            each += [Contender(f"sat ({kind.value})", engine, SatOptions(encoding=kind)) for kind in Encoding]
            continue
        program = getattr(import_module(f"kt_csp.engines.{name}"), "PROGRAM", None) if engine.foreign else None
        each.append(Contender(name if program is None else f"{name} ({program.form.name})", engine))
    return each


def judged(member: Member, word: str, measure: int | None) -> tuple[bool, bool]:
    """Whether an answer decides ``member`` as its manifest expects, and whether the manifest
    contradicts it."""
    expected, value = member.expected, member.value
    if expected == OPTIMAL:
        longest = member.instance.longest
        beyond = measure is not None and value is not None and (measure > value if longest else measure < value)
        optimal = word == PathStatus.OPTIMAL.value
        return optimal and measure == value, beyond or (optimal and measure != value)
    if word in (FOUND, NONE):
        return word == expected, word != expected
    return False, False


def ask(contender: Contender, member: Member, seconds: float) -> Run:
    """One run of ``contender`` on ``member`` within ``seconds``."""
    instance, engine = member.instance, contender.engine
    if not engine.answers(instance, counting=False):
        return Run("—", None, False, False)
    started = time.perf_counter()
    try:
        result = engine.solve(instance, Limits(time_limit=seconds), contender.options)
    except NotInstalled:
        return Run("not installed", None, False, False)
    except InvalidTour as bad:
        print(f"{contender.label} on {member.name}: {bad}", file=sys.stderr)
        return Run("invalid tour", time.perf_counter() - started, False, True)
    except KtError as refused:
        print(f"{contender.label} on {member.name}: {refused}", file=sys.stderr)
        return Run("refused", time.perf_counter() - started, False, False)
    took = time.perf_counter() - started
    word = result.word.value
    decided, wrong = judged(member, word, result.measure)
    if word == PathStatus.FEASIBLE.value:
        word = f"{result.measure} moves" if instance.longest else f"{result.measure} {instance.measured}"
    return Run(word, took, decided, wrong)


def warm_up(each: list[Contender]) -> None:
    """Each engine of kt-csp's own answers a small question once: its code compiles here."""
    for contender in each:
        if not contender.engine.foreign and contender.engine.answers(WARM_UP, counting=False):
            contender.engine.solve(WARM_UP, Limits(time_limit=60), contender.options)


def winners(members: list[Member], each: list[Contender], runs: dict[tuple[str, str], Run]) -> list[list[str]]:
    """Per variant: its members, then the engine that decided most of them in the least time."""
    rows = []
    for variant in dict.fromkeys(member.variant for member in members):
        group = [member for member in members if member.variant == variant]
        scores = []
        for contender in each:
            done = [runs[contender.label, m.name] for m in group if runs[contender.label, m.name].decided]
            if done:
                scores.append((-len(done), sum(run.seconds or 0.0 for run in done), contender.label))
        best = min(scores) if scores else None
        rows.append(
            [
                variant,
                str(len(group)),
                "none decided" if best is None else best[2],
                "" if best is None else f"{-best[0]}",
                "" if best is None else f"{best[1]:.2f}",
                ", ".join(f"{name} ({-n})" for n, _, name in sorted(scores)[1:4]),
            ]
        )
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per run (default 60)")
    parser.add_argument("--small", action="store_true", help="only the members of models/family/ (≤ 36 squares)")
    parser.add_argument("--engines", default="", help="engines to run, comma-separated (default: all but auto)")
    parser.add_argument("--members", default="", help="members to run, comma-separated (default: all)")
    args = parser.parse_args()
    names = args.engines.split(",") if args.engines else [name for name in ENGINES if name != DEFAULT_ENGINE]
    each = contenders(names)
    members = [m for m in family_members(args.small) if not args.members or m.name in args.members.split(",")]
    print(machine_line())
    print(f"time limit {args.time_limit:g} s per run; {len(members)} instances × {len(each)} engines\n")
    warm_up(each)
    runs: dict[tuple[str, str], Run] = {}
    rows = []
    for member in members:
        for contender in each:
            runs[contender.label, member.name] = ask(contender, member, args.time_limit)
        expected = member.expected + ("" if member.value is None or member.expected != OPTIMAL else f" {member.value}")
        rows.append([member.name, expected, member.known, *(runs[c.label, member.name].cell() for c in each)])
        print(" ".join(rows[-1]), file=sys.stderr, flush=True)
    labels = [contender.label for contender in each]
    print(table(["instance", "expected", "known by", *labels], rows, align="lll" + "r" * len(each)))
    print()
    heads = [
        "variant",
        "instances",
        "winner (decided most, then fastest)",
        "decided",
        "seconds",
        "runners-up (decided)",
    ]
    print(table(heads, winners(members, each, runs), align="lrlrrl"))
    wrong = [(engine, member) for (engine, member), run in runs.items() if run.wrong]
    print(f"\ndisagreements with the manifest: {len(wrong)}" + "".join(f"\n  {e} on {m}" for e, m in wrong))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
