"""The command line: the desktop app by default, headless subcommands for scripts.

wildwest                          the desktop app
wildwest --deal FILE [--mode M]   the app, straight into a deal file
wildwest --seed S --players N     the app, straight into a seeded game
wildwest --open GAME.wwgame       the app, opening a saved game (also: wildwest GAME.wwgame)
wildwest --data-dir DIR           the app, keeping records and settings in DIR
wildwest --self-test              check this copy headless; one line, exit status 0 if OK
wildwest replay DEAL.json         play a deal, print the result as JSON
wildwest deal --players N         print a shuffled deal file
wildwest factor N                 factorise a number, with its working
wildwest simulate --players N --games G
wildwest simulate --pupil P --against LEVEL [--opponents N] --games G
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Sequence

from . import __version__
from .engine.errors import WildWestError, quoted

MODES = ("auto", "practice", "challenge")
LEVELS = ("greenhorn", "deputy", "sheriff")
"""The computer levels (the engine's ``Level``; not imported here to keep start-up lean)."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors (``wildwest: …``) and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="wildwest",
        description="Wild West: a card game for practising prime factorisation.",
    )
    parser.add_argument("--version", action="version", version=f"Wild West {__version__}")
    gui = parser.add_argument_group("desktop app")
    gui.add_argument("--deal", metavar="FILE", help="start straight into this deal file")
    gui.add_argument(
        "--seed", metavar="CODE", help="start straight into a game with this deal code"
    )
    gui.add_argument("--players", type=int, metavar="N", help="number of players for --seed")
    gui.add_argument("--mode", choices=MODES, default=None, help="who factors (default: auto)")
    gui.add_argument(
        "--open", metavar="GAME.wwgame", help="open a saved game (a bare GAME.wwgame works too)"
    )
    gui.add_argument(
        "--data-dir",
        metavar="DIR",
        help="keep records, settings, logs and the recovery file in DIR (see the README)",
    )
    check = parser.add_argument_group("checking an installed copy")
    check.add_argument(
        "--self-test",
        action="store_true",
        help="check this copy headless (cards, a whole game, save/load, no network), "
        "print one line and exit 0 if all is well",
    )
    check.add_argument(
        "--self-test-log", metavar="FILE", help="also write the self-test's line to FILE"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    replay = commands.add_parser("replay", help="play a deal file and print the result as JSON")
    replay.add_argument("deal_file", metavar="DEAL.json")

    deal = commands.add_parser("deal", help="print a shuffled deal file")
    deal.add_argument("--players", type=int, required=True, metavar="N")
    deal.add_argument("--packs", type=int, metavar="K", help="default: one pack per two players")
    deal.add_argument("--seed", type=int, metavar="S", help="deal code (default: a random one)")
    deal.add_argument("--names", metavar="A,B,...", help="player names, comma-separated")
    deal.add_argument("--no-equal-turns", action="store_true", help="house rule equal_turns off")
    deal.add_argument(
        "--steal-costs-points", action="store_true", help="house rule steal_costs_points on"
    )

    factor = commands.add_parser("factor", help="prime factorisation with its working")
    factor.add_argument("number", metavar="N")

    sim = commands.add_parser("simulate", help="statistics of many seeded games")
    sim.add_argument("--players", type=int, metavar="N", help="needed unless --pupil is given")
    sim.add_argument("--games", type=int, required=True, metavar="G")
    sim.add_argument("--seed", type=int, metavar="S", help="first deal code (default 0)")
    sim.add_argument("--packs", type=int, metavar="K", help="default: one pack per two players")
    sim.add_argument("--json", action="store_true", help="print JSON instead of text")
    _add_balance_options(sim)
    return parser


def _add_balance_options(sim: argparse.ArgumentParser) -> None:
    balance = sim.add_argument_group(
        "a pupil against computer players (Challenge mode, through the full rules)"
    )
    balance.add_argument(
        "--pupil",
        type=chance,
        metavar="P",
        help="play a modelled pupil who names each prime with chance P (0 to 1, like 0.8)",
    )
    balance.add_argument(
        "--against",
        type=str.lower,
        choices=LEVELS,
        metavar="LEVEL",
        help=f"the computer players' level: {', '.join(LEVELS)}",
    )
    balance.add_argument(
        "--opponents",
        type=int,
        metavar="N",
        help="how many computer players (1 to 13, default 1)",
    )


def chance(text: str) -> float:
    """An argparse ``type``: a chance from 0 to 1, like 0.8 (or 0,8)."""
    try:
        value = float(text.strip().replace(",", "."))
    except ValueError:
        value = math.nan
    if not 0 <= value <= 1:  # also refuses nan
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is not a chance: use a number from 0 to 1, like 0.8"
        )
    return value


def run_command(args: argparse.Namespace) -> int:
    """Run a headless subcommand; print its output or a one-line error."""
    from . import commands
    from .engine import Rules

    try:
        if args.command == "replay":
            output = commands.replay(args.deal_file)
        elif args.command == "deal":
            names = [n.strip() for n in args.names.split(",")] if args.names else None
            rules = Rules(
                equal_turns=not args.no_equal_turns, steal_costs_points=args.steal_costs_points
            )
            deal, output = commands.make_deal(
                args.players, packs=args.packs, seed=args.seed, names=names, rules=rules
            )
            if args.seed is None:
                print(f"deal code {deal.seed}", file=sys.stderr)
        elif args.command == "factor":
            output = commands.factor_report(args.number)
        elif args.pupil is not None or args.against is not None or args.opponents is not None:
            output = commands.balance_report(
                args.pupil,
                args.against,
                opponents=1 if args.opponents is None else args.opponents,
                games=args.games,
                seed=args.seed,
                packs=args.packs,
                players=args.players,
                as_json=args.json,
            )
        else:
            if args.players is None:
                raise WildWestError("give --players N (or --pupil P --against LEVEL)")
            output = commands.simulate_report(
                args.players, args.games, args.seed, args.packs, as_json=args.json
            )
    except WildWestError as error:
        print(f"wildwest {args.command}: {error}", file=sys.stderr)
        return 2
    print(output)
    return 0


COMMANDS = ("replay", "deal", "factor", "simulate")


def open_bare_game(argv: Sequence[str]) -> list[str]:
    """``wildwest GAME.wwgame`` (double-clicking a saved game) means ``--open GAME.wwgame``."""
    result: list[str] = []
    for position, token in enumerate(argv):
        if token in COMMANDS:
            return result + list(argv[position:])
        after_option = position > 0 and argv[position - 1].startswith("-")
        if token.lower().endswith(".wwgame") and not token.startswith("-") and not after_option:
            result += ["--open", token]
        else:
            result.append(token)
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(open_bare_game(sys.argv[1:] if argv is None else argv))
    if args.self_test:
        from .selftest import run_self_test

        return run_self_test(args.self_test_log)
    if args.command is not None:
        return run_command(args)
    if args.players is not None and args.seed is None:
        parser.error("--players goes with --seed (or use the new-game screen)")
    if args.open and (args.deal or args.seed is not None):
        parser.error("--open starts a saved game: leave out --deal and --seed")
    if os.environ.get("WILDWEST_STARTUP_PROBE"):  # the start-up benchmark's hook
        from .selftest import probe_from_environment

        probe_from_environment()
    from .app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
