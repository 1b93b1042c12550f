"""Help → Rules (the rules written for pupils, following RULES.md) and Help → About."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.translate import arg, translate
from wildwest.ui.look.widgets import FittedDialog


def rules_html() -> str:
    """The rules for pupils in the game's language: one message per section, so that each
    is translated whole (in English, the same words as RULES.md)."""
    return "".join(
        (
            #: Help → Rules, the section "How to play Wild West" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h1>How to play Wild West</h1>
<p>Collect prime numbers! Each turn you make a number from cards, split it into
its prime factors, and score a point for every prime nobody has yet.
The player with the most points at the end wins.</p>

<p><b>New here?</b> Choose <b>Help → Learn to play</b> (or <b>Learn to play</b> on the
New game screen) for a short guided game with Sheriff Sam: he shows you each rule below as
you play it. You can leave it at any time with <b>Leave</b> or Esc.</p>
""",
            ),
            #: Help → Rules, the section "The cards" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>The cards</h2>
<p>The cards are split into two piles, face down:</p>
<ul>
<li><b>The face pile</b>: Jacks, Queens, Kings and Jokers. A face card tells you how
many digit cards to draw: <b>Jack or Joker → 2</b>, <b>Queen → 3</b>,
<b>King → 4</b>.</li>
<li><b>The digit pile</b>: Ace to 10. <b>Ace = 1</b>, 2 to 9 are worth what they
say, and <b>Ten = 0</b>.</li>
</ul>
<p>Each pack is split like this, and both piles run out together. Use one pack for
every two players; 7 players can share one pack (2 turns each).</p>
""",
            ),
            #: Help → Rules, the section "Your turn" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>Your turn</h2>
<ol>
<li>Press <b>Draw</b>. The top face card is turned over and the digit cards are laid
out from left to right.</li>
<li>Read the digits from left to right: that is your number. A 10 at the front is a
zero, so 10♠ 7♥ makes 07, which is just 7.</li>
<li>Find the prime factors of your number. For example, 3105 = 3 × 3 × 3 × 5 × 23,
so its primes are 3, 5 and 23. 0 and 1 have no prime factors, so they score
nothing.</li>
<li>Score each different prime:
<ul>
<li>nobody has it yet → it goes on your list, <b>+1 point</b>;</li>
<li>somebody already has it (you or another player) → <b>0 points</b>, unless you
steal (below).</li>
</ul></li>
</ol>
""",
            ),
            #: Help → Rules, the section "Suit matches multiply your points" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>Suit matches multiply your points</h2>
<p>Count the digit cards with the same suit as the face card. Each match makes your
turn worth more: <b>1 match ×2, 2 matches ×3, 3 matches ×4, 4 matches ×5</b>.
A Joker has no suit, so it never matches: ×1.</p>
""",
            ),
            #: Help → Rules, the section "Steal!" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>Steal!</h2>
<p>If <b>every</b> digit card matches the face card's suit (and it is not a Joker),
you steal: each prime factor of your number that another player holds is taken from
their list and put on yours, <b>+1 point</b> each. Prime factors of your number that you
already hold count <b>+1</b> too. The game always steals for you when it can.</p>
""",
            ),
            #: Help → Rules, the section "Adding up" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>Adding up</h2>
<p>Your turn's points = (the points for your primes) × (matches + 1). Points you have
scored are never taken away.</p>
<p><b>Example:</b> the face card is K♠ and you draw 3♠ A♥ 10♠ 5♠: the number is
3105 = 3³ × 5 × 23. Three spades match, so ×4. If someone already has 3, but 5 and
23 are free, you score (0 + 1 + 1) × 4 = <b>8 points</b>. If all four digits had been
spades, you would steal 3 as well: (1 + 1 + 1) × 5 = <b>15 points</b>.</p>
""",
            ),
            #: Help → Rules, the section "The end" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>The end</h2>
<p>The game ends when the face pile runs out. With <b>equal turns</b> on (the usual
rule), it ends as soon as there are not enough face cards left for everyone to have
another turn, so everybody has the same number of turns. It also ends if there are
not enough digit cards left for the next face card.</p>
<p><b>The winner</b> has the most points. If players tie, the one holding the
<b>largest prime</b> wins. If they still tie (none of them has a prime), they share
the win.</p>
""",
            ),
            #: Help → Rules, the section "Who finds the factors?" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>Who finds the factors?</h2>
<ul>
<li><b>Auto</b>: the game factors each number and explains it.</li>
<li><b>Practice</b>: you type the factors. If something is wrong, the game tells you
what kind of mistake it is, without doing the work for you: a number that is not prime
is called so, with a clue ("10 is not prime: it is even, so it can still be split"),
and a number that does not divide yours is named ("7 does not divide 3105"). The game
never writes a product or a division you did not write. Then try again.
<ul>
<li>You can ask for up to three <b>hints</b>, one step each: a divisibility rule, then a
prime to try, then one division and what it leaves. A hint names at most one prime and
never does the last step for you ("Divide 58 by 2. Is what is left prime?"). Each hint
stays on show under the next one.</li>
<li>Only <b>Give up</b> shows the answer: it asks first, and then you claim nothing.</li>
<li>Tick <b>Answer by ladder</b> to climb a division ladder instead: try a prime on the
number; if it divides, write what is left underneath and go on; when no prime up to its
square root divides what is left, it is prime. The finished ladder is your answer.</li>
</ul></li>
<li><b>Challenge</b>: you type the factors once. Every correct prime you name counts;
a prime you miss stays free for the others.</li>
</ul>
<p>Type factors like <code>2^2 × 3 × 5</code>, <code>2 x 2 x 3 x 5</code> or
<code>2, 2, 3, 5</code>. For 0 and 1, type <code>none</code>.</p>
""",
            ),
            #: Help → Rules, the section "House rules your teacher may choose" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>House rules your teacher may choose</h2>
<ul>
<li><b>Equal turns</b> (usually on): stop when not everyone can have another turn.</li>
<li><b>Steals cost points</b> (usually off): when a prime is stolen from you, you lose
1 point for it.</li>
</ul>
""",
            ),
            #: Help → Rules, the house rule "Face cards", under the other house rules (HTML)
            translate(
                "RulesDialog",
                """<ul>
<li><b>Face cards</b> (usually all of them): for younger players the face pile can hold
only Jacks, Queens and Jokers (numbers of 2 and 3 digits), or only Jacks and Jokers
(numbers of 2 digits). The digit pile stays the same, so the game ends when the face pile
is empty.</li>
</ul>
""",
            ),
            #: Help → Rules, the section "Playing with real cards" (HTML: keep the tags)
            translate(
                "RulesDialog",
                """<h2>Playing with real cards</h2>
<p>Your class can play with real packs on the desk and pencils put away: the app keeps
the score. Each turn you enter the face card and the digit cards you turned over, and
the app scores the turn by the rules above.</p>
<ol>
<li>Turn over a face card and the digit cards it asks for, from left to right.</li>
<li>Press <b>Enter cards</b> and show the app your cards: click (or tap) the face card,
then the digits from left to right. Or type their codes: the rank, then the suit S, H, D
or C, like <code>KS 3S AH 10S 5S</code>. T is 10, and JK is a Joker. A card the packs
have no more copies of is greyed out.</li>
<li>Check the line under the cards: <b>K♠ asks for 4 digits: 3♠ A♥ 10♠ 5♠ → 3105</b>.
You can change anything until you press <b>Confirm</b>. Then your turn goes on as
usual: Auto, Practice or Challenge.</li>
</ol>
<p>A card entered more often than the packs hold, a digit card as the face card, a face
card among the digits, or the wrong number of digits is refused with a message, and
nothing is scored. So is a face card that your teacher's face cards rule leaves out.</p>
<p>Tapped the wrong card? <b>Undo last turn</b> takes back the last turn (it asks
first, and says which turn), and you enter the cards again. Only a game with real cards
has it: the cards are on the desk, and a mis-tap is nobody's fault.</p>
<p>The game ends when every face card in the packs has been entered, when equal turns
says so, or when you press <b>We're out of cards</b>. The cards entered, in order, are
the game's deal: it can be saved as a deal file and replayed.</p>
""",
            ),
        )
    )


RULES_HTML = rules_html()
"""The rules in English (the source text), which the tests hold against RULES.md."""


class RulesDialog(FittedDialog):
    """The rules in a scrollable window that can stay open beside the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, 640, 720)
        self.setObjectName("rulesDialog")
        # The app's name last: Qt adds it to a title that does not end with it (Linux).
        self.setWindowTitle(translate("RulesDialog", "Rules — Wild West"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(translate("RulesDialog", "Rules"))
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


def about_text(
    version: str,
    log_file: Path,
    data_dir: Path,
    settings_file: Path,
    admin: AdminSummary | None = None,
) -> str:
    """About's text. Every path and message is escaped: a folder or a file may be named
    like HTML (``--data-dir '<img src=/dev/zero>'``)."""

    def path(value: Path) -> str:
        return f"<code>{escape(str(value))}</code>"

    parts = [
        arg(translate("AboutDialog", "<h2>Wild West %1</h2>"), escape(version)),
        translate("AboutDialog", "<p>A card game for practising prime factorisation.</p>"),
        translate("AboutDialog", "<p>It works without the internet and never connects to it.</p>"),
        arg(
            translate("AboutDialog", "<p><b>Log file</b> (send it with a bug report):<br>%1</p>"),
            path(log_file),
        ),
        arg(
            translate("AboutDialog", "<p><b>Records and saved games folder</b>:<br>%1</p>"),
            path(data_dir),
        ),
        arg(translate("AboutDialog", "<p><b>Settings file</b>:<br>%1</p>"), path(settings_file)),
    ]
    if admin is not None and (admin.files or admin.problems):
        files = "<br>".join(path(f) for f in admin.files) or translate("AboutDialog", "none")
        parts.append(
            arg(
                translate(
                    "AboutDialog", "<p><b>School settings</b> (administrator's files):<br>%1</p>"
                ),
                files,
            )
        )
        locked = ", ".join(escape(key) for key in admin.locked) or translate(
            "AboutDialog", "nothing"
        )
        parts.append(
            arg(translate("AboutDialog", "<p><b>Locked by the school</b>: %1</p>"), locked)
        )
        if admin.problems:
            items = "".join(f"<li>{escape(problem)}</li>" for problem in admin.problems)
            parts.append(
                arg(
                    translate(
                        "AboutDialog", "<p><b>What could not be used in them</b>:</p><ul>%1</ul>"
                    ),
                    items,
                )
            )
    return "".join(parts)


@dataclass(frozen=True)
class AdminSummary:
    """What About says of the school's administrator files."""

    files: tuple[Path, ...]
    locked: tuple[str, ...]
    problems: tuple[str, ...]


class AboutDialog(QDialog):
    def __init__(self, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(translate("AboutDialog", "About Wild West"))
        label = QLabel(html)
        label.setObjectName("aboutText")
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(buttons)
