"""The command line: the desktop app by default, headless subcommands for scripts.

wildwest                          the desktop app
wildwest --deal FILE [--mode M]   the app, straight into a deal file
wildwest --seed S --players N     the app, straight into a seeded game
wildwest --open GAME.wwgame       the app, opening a saved game (also: wildwest GAME.wwgame)
wildwest --data-dir DIR           the app, keeping records and settings in DIR
wildwest --self-test              check this copy headless; one line, exit status 0 if OK
wildwest replay DEAL.json         play a deal, print the result as JSON
wildwest deal --players N [--seats person,deputy,…]   print a shuffled deal file
wildwest factor N                 factorise a number, with its working
wildwest simulate --players N --games G
wildwest simulate --pupil P --against LEVEL [--opponents N] --games G

Exit status: 0 done, 2 bad input (one line on stderr), 1 the output could not be
written, 3 no window can open (Linux: no display, or the system libraries Qt needs
are missing; the message says which packages to install), 141 the reader closed
the pipe, 130 Ctrl+C. Nothing here ever prints a
traceback, and diagnostics never go to stdout.
"""

from __future__ import annotations

import argparse
import codecs
import math
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from typing import TextIO

from . import __version__

MODES = ("auto", "practice", "challenge")
LEVELS = ("greenhorn", "deputy", "sheriff")
"""The computer levels (the engine's ``Level``; not imported here to keep start-up lean)."""
FACE_CARDS = ("all", "no_kings", "jacks_only")
"""House rule face_cards (the engine's ``FaceCards``; not imported here to keep start-up lean)."""

# The documented maxima (README "Limits"); the engine checks them too.
MAX_PLAYERS = 14
MAX_PACKS = 100
MAX_GAMES = 1_000_000
EXIT_BAD_INPUT = 2
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what the shell shows for a program stopped by a closed pipe
EXIT_INTERRUPTED = 130  # 128 + SIGINT: Ctrl+C
EXIT_NO_DESKTOP = 3  # Linux: no display, or Qt's X11 libraries missing (the message names them)


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors (``wildwest: …``) and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        from .engine.errors import one_line

        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {one_line(message)} (see {self.prog} --help)\n")


class _NotTheDesktopApp(Exception):
    """The desktop app's parser could not take the command line on its own."""


class _DesktopParser(_Parser):
    """The desktop app's options without the commands' parsers, for the common start
    (building those took about 4 ms of every start, issue 31). Whatever it cannot take
    (a command, an unknown option, a bad value) is parsed again by the whole parser, so
    every result and every message is the whole parser's."""

    parsing = False

    def try_parse(self, tokens: Sequence[str]) -> argparse.Namespace:
        """What the desktop app's options make of ``tokens``; raises
        :class:`_NotTheDesktopApp` where the whole parser is needed."""
        self.parsing = True
        try:
            return self.parse_args(tokens)
        finally:
            self.parsing = False

    def error(self, message: str) -> None:  # type: ignore[override]
        if self.parsing:
            raise _NotTheDesktopApp(message)
        super().error(message)


def whole_number(low: int, high: int, example: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high`` in ASCII digits only.

    ``int`` would also take ``"١٢"``, ``" +5"`` and ``"1_000"``; this takes what the
    app's number boxes take, with one message for anything else.
    """

    def parse(text: str) -> int:
        digits = text.strip()
        number = digits.isascii() and digits.isdigit()
        if number and len(digits.lstrip("0")) <= len(str(high)) and low <= int(digits) <= high:
            return int(digits)
        # The words of the engine's messages (imported only now: the app's start parses
        # --players before the modules with dataclasses may load; see dataclass_code.py).
        from .engine.errors import DIGITS_0_TO_9, quoted

        if not number:
            raise argparse.ArgumentTypeError(
                f"{quoted(text)} is not a whole number: use {DIGITS_0_TO_9}, like {example}"
            )
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is out of range: it must be {low} to {high:,}"
        )

    parse.__name__ = "whole number"
    return parse


def deal_code(text: str) -> int:
    """An argparse ``type``: a deal code (the engine's ``check_seed``)."""
    from .engine.deal import check_seed
    from .engine.errors import DealError

    try:
        return check_seed(text)
    except DealError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def build_parser(*, commands: bool = True) -> argparse.ArgumentParser:
    """The command line's parser; ``commands=False``: the desktop app's options only (a
    :class:`_DesktopParser`, whose namespace has ``command`` None)."""
    parser = (_Parser if commands else _DesktopParser)(
        prog="wildwest",
        description="Wild West: a card game for practising prime factorisation.",
    )
    parser.add_argument("--version", action="version", version=f"Wild West {__version__}")
    players = whole_number(2, MAX_PLAYERS, 4)
    packs = whole_number(1, MAX_PACKS, 2)
    gui = parser.add_argument_group("desktop app")
    gui.add_argument("--deal", metavar="FILE", help="start straight into this deal file")
    gui.add_argument(
        "--seed", metavar="CODE", help="start straight into a game with this deal code"
    )
    gui.add_argument(
        "--players",
        type=players,
        metavar="N",
        help=f"number of players for --seed (2-{MAX_PLAYERS})",
    )
    gui.add_argument("--mode", choices=MODES, default=None, help="who factors (default: auto)")
    gui.add_argument(
        "--open", metavar="GAME.wwgame", help="open a saved game (a bare GAME.wwgame works too)"
    )
    gui.add_argument(
        "--data-dir",
        metavar="DIR",
        help="keep records, settings, logs and the recovery file in DIR (see the README)",
    )
    gui.add_argument(
        "--language",
        choices=("en", "de", "es", "fr"),
        default=None,
        help="speak this language this time (default: View > Language, else the computer's)",
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
    if not commands:
        parser.set_defaults(command=None)
        return parser
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    replay = subparsers.add_parser("replay", help="play a deal file and print the result as JSON")
    replay.add_argument("deal_file", metavar="DEAL.json")

    deal = subparsers.add_parser("deal", help="print a shuffled deal file")
    deal.add_argument("--players", type=players, required=True, metavar="N", help="2 to 14")
    deal.add_argument(
        "--packs", type=packs, metavar="K", help="1 to 100 (default: one pack per two players)"
    )
    deal.add_argument(
        "--seed", type=deal_code, metavar="S", help="deal code (default: a random one)"
    )
    deal.add_argument("--names", metavar="A,B,...", help="player names, comma-separated")
    deal.add_argument(
        "--seats",
        metavar="KIND,...",
        help="who plays each seat, comma-separated: person or a computer level "
        f"({', '.join(LEVELS)}); default: people only",
    )
    _add_house_rules(deal)

    factor = subparsers.add_parser("factor", help="prime factorisation with its working")
    factor.add_argument("number", metavar="N", help="a whole number from 0 to 10^12")

    sim = subparsers.add_parser("simulate", help="statistics of many seeded games")
    sim.add_argument(
        "--players", type=players, metavar="N", help="2 to 14 (needed unless --pupil is given)"
    )
    sim.add_argument(
        "--games",
        type=whole_number(1, MAX_GAMES, 1000),
        required=True,
        metavar="G",
        help=f"1 to {MAX_GAMES:,}",
    )
    sim.add_argument("--seed", type=deal_code, metavar="S", help="first deal code (default 0)")
    sim.add_argument(
        "--packs", type=packs, metavar="K", help="1 to 100 (default: one pack per two players)"
    )
    _add_house_rules(sim)
    sim.add_argument("--json", action="store_true", help="print JSON instead of text")
    _add_balance_options(sim)
    return parser


def _add_house_rules(command: argparse.ArgumentParser) -> None:
    command.add_argument("--no-equal-turns", action="store_true", help="house rule equal_turns off")
    command.add_argument(
        "--steal-costs-points", action="store_true", help="house rule steal_costs_points on"
    )
    command.add_argument(
        "--face-cards",
        choices=FACE_CARDS,
        default="all",
        help="house rule face_cards: all (default), no_kings (Jacks, Queens and jokers) "
        "or jacks_only (Jacks and jokers)",
    )


# ---------------------------------------------------------------- writing safely

_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_ASCII_SIGNS = str.maketrans({"×": "x", "≈": "~", "…": "...", "·": ".", "−": "-", "–": "-"})


def ascii_fallback(text: str) -> str:
    """Plain-ASCII spellings of the maths signs, for a console that cannot show them.

    >>> ascii_fallback("3105 = 3³ × 5 × 23; no prime up to √97 ≈ 9.8")
    '3105 = 3^3 x 5 x 23; no prime up to sqrt(97) ~ 9.8'
    """
    text = re.sub("[⁰¹²³⁴⁵⁶⁷⁸⁹]+", lambda m: "^" + m.group().translate(_SUPERSCRIPTS), text)
    text = re.sub(r"√(\d+)", r"sqrt(\1)", text).replace("√", "sqrt ")
    return text.translate(_ASCII_SIGNS)


def _json_escape(error: UnicodeError) -> tuple[str, int]:
    """Codec error handler: a character the console can't encode, as a JSON ``\\uXXXX`` escape.

    Valid because in our JSON every non-ASCII character is inside a string.
    """
    assert isinstance(error, UnicodeEncodeError)
    escapes = []
    for char in error.object[error.start : error.end]:
        code = ord(char)
        if code > 0xFFFF:
            code -= 0x10000
            escapes.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            escapes.append(f"\\u{code:04x}")
    return "".join(escapes), error.end


codecs.register_error("wildwest-json", _json_escape)


def fit_console(text: str, stream: TextIO, *, is_json: bool = False) -> str:
    """``text`` as ``stream``'s encoding can carry it (a cp1252 console has no √).

    JSON keeps every character (as ``\\uXXXX`` escapes); plain text gets ASCII
    spellings of the maths signs and ``?`` for anything else.
    """
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
        return text
    except UnicodeEncodeError:
        pass
    except LookupError:  # an encoding Python doesn't know: leave it to the stream
        return text
    if is_json:
        return text.encode(encoding, "wildwest-json").decode(encoding)
    return ascii_fallback(text).encode(encoding, "replace").decode(encoding)


def say(message: str) -> None:
    """A one-line diagnostic on stderr; dropped if there is no usable stderr (never stdout)."""
    stream = sys.stderr
    if stream is None:
        return
    from .engine.errors import one_line

    try:
        stream.write(fit_console(one_line(message), stream) + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass


def _silence_stdout() -> None:
    """After a failed write: point stdout at the null device, so Python's own flush at exit
    has nowhere to fail and prints no "Exception ignored" traceback."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


def emit(text: str, *, is_json: bool = False) -> None:
    """Print a command's output and flush it, so a write error happens here, not at exit."""
    stream = sys.stdout
    if stream is None:
        raise OSError(0, "there is no standard output")
    stream.write(fit_console(text, stream, is_json=is_json) + "\n")
    stream.flush()


class Progress:
    """A progress line on stderr for ``simulate``, redrawn at most 5 times a second.

    Only when stderr is a terminal: a redirected stderr (a log) gets nothing, and
    stdout is never touched.
    """

    def __init__(self, total: int, stream: TextIO | None) -> None:
        self.total = total
        self.stream = stream if stream is not None and _is_terminal(stream) else None
        self.shown = False
        self.next_draw = time.monotonic() + 0.5  # short runs never show it

    def __call__(self, done: int) -> None:
        if self.stream is None or done >= self.total or time.monotonic() < self.next_draw:
            return
        self.next_draw = time.monotonic() + 0.2
        self._write(f"\rsimulating: {done:,} of {self.total:,} games ({done / self.total:.0%}) ")

    def clear(self) -> None:
        if self.shown:
            self._write("\r" + " " * 60 + "\r")
            self.shown = False

    def _write(self, text: str) -> None:
        assert self.stream is not None
        self.shown = True  # first: Ctrl+C may come the moment the line is on the screen
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self.stream = None


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (OSError, ValueError, AttributeError):
        return False


# ---------------------------------------------------------------- the commands


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
    from .engine.errors import quoted

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
    from .engine import FaceCards, Rules
    from .engine.errors import WildWestError

    progress: Progress | None = None
    try:
        is_json = args.command in ("replay", "deal") or getattr(args, "json", False)
        if args.command == "replay":
            output = commands.replay(args.deal_file)
        elif args.command == "factor":
            output = commands.factor_report(args.number)
        elif args.command == "simulate" and (
            args.pupil is not None or args.against is not None or args.opponents is not None
        ):
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
            rules = Rules(
                equal_turns=not args.no_equal_turns,
                steal_costs_points=args.steal_costs_points,
                face_cards=FaceCards(args.face_cards),
            )
            if args.command == "deal":
                names = [n.strip() for n in args.names.split(",")] if args.names else None
                seats = [k.strip() for k in args.seats.split(",")] if args.seats else None
                deal, output = commands.make_deal(
                    args.players,
                    packs=args.packs,
                    seed=args.seed,
                    names=names,
                    rules=rules,
                    seats=seats,
                )
                if args.seed is None:
                    say(f"deal code {deal.seed}")
            else:
                if args.players is None:
                    raise WildWestError("give --players N (or --pupil P --against LEVEL)")
                progress = Progress(args.games, sys.stderr)
                output = commands.simulate_report(
                    args.players,
                    args.games,
                    args.seed,
                    args.packs,
                    as_json=args.json,
                    rules=rules,
                    progress=progress,
                )
                progress.clear()
    except WildWestError as error:
        if progress is not None:
            progress.clear()
        say(f"wildwest {args.command}: {error}")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        if progress is not None:
            progress.clear()
        raise
    emit(output, is_json=is_json)
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
    """The command line. Never a traceback: a closed pipe, a full disk or Ctrl+C end quietly."""
    try:
        try:
            code = _main(argv)
        except SystemExit as done:  # argparse: --help, --version, a usage error
            code = _exit_status(done.code)
        if sys.stdout is not None:
            sys.stdout.flush()
        return code
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # wildwest factor 360 | head -0: nobody is reading any more
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    except OSError as error:  # > /dev/full, a closed stdout
        _silence_stdout()
        say(f"wildwest: cannot write the output: {error.strerror or error}")
        return 1


def _exit_status(code: object) -> int:
    """What ``sys.exit(code)`` would make the exit status (a text is said, then 1)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    say(str(code))
    return 1


def parse_command_line(tokens: Sequence[str]) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    """The parser and what it made of ``tokens``: the desktop app's parser where it takes them
    all (the common start), else the whole parser (help, the commands, every usage error)."""
    if not any(token.startswith(("-h", "--h")) for token in tokens):  # help lists the commands
        desktop = build_parser(commands=False)
        assert isinstance(desktop, _DesktopParser)
        try:
            return desktop, desktop.try_parse(tokens)
        except _NotTheDesktopApp:
            pass
    parser = build_parser()
    return parser, parser.parse_args(tokens)


def _main(argv: Sequence[str] | None) -> int:
    parser, args = parse_command_line(open_bare_game(sys.argv[1:] if argv is None else argv))
    if args.data_dir is not None and not args.data_dir.strip():
        parser.error("--data-dir needs a folder: an empty name would put files in this folder")
    if args.self_test:
        from .selftest import run_self_test

        return run_self_test(args.self_test_log, language=args.language, data_dir=args.data_dir)
    if args.command is not None:
        return run_command(args)
    if args.players is not None and args.seed is None:
        parser.error("--players goes with --seed (or use the new-game screen)")
    if args.open and (args.deal or args.seed is not None):
        parser.error("--open starts a saved game: leave out --deal and --seed")
    from .feature_scan import install

    install()  # before Qt: PySide6 would read the source of every module imported after it
    from .dataclass_code import install as precompiled

    precompiled()  # before the modules with dataclasses (see dataclass_code.py)
    from .linux_desktop import desktop_problem

    problem = desktop_problem()  # before Qt, whose own message is a crash
    if problem is not None:
        for line in problem.message.splitlines():
            say(line)
        return EXIT_NO_DESKTOP
    from .app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
