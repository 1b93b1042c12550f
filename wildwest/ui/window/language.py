"""The language the game speaks: Qt's translators, chosen once when the app starts.

The language follows the computer's (``display/language=system``), unless View →
Language or the school's administrator file (``[defaults]``/``[locked]``) names one. A
change takes effect **the next time Wild West starts**, and the menu says so: the words
of the open window, its saved games' turn log and its sheets are made once, so a language
changed half-way would leave half of them in the old one.

Every word goes through :func:`wildwest.present.translate.translate`, which
:func:`install` points at ``QCoreApplication.translate``; Qt's own ``qtbase_LANG.qm``
translates the standard buttons and dialogs.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, QTranslator
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from wildwest.persistence.settings_schema import DISPLAY_LANGUAGE
from wildwest.present import translate as hook
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.resources import resource_path
from wildwest.ui.look.widgets import literal

log = logging.getLogger(__name__)

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
}
"""The languages shipped, each named in itself (a pupil looks for the name they can read)."""

SOURCE_LANGUAGE = "en"
SETTING = DISPLAY_LANGUAGE


def system_language(locale: QLocale | None = None) -> str:
    """The shipped language closest to the computer's (English if none is)."""
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGE_NAMES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(setting: str, locale: QLocale | None = None) -> str:
    """The language to speak for ``display/language`` (``system`` or a code)."""
    return setting if setting in LANGUAGE_NAMES else system_language(locale)


@dataclass
class Installed:
    """The translators the app holds for one language (kept alive while installed)."""

    language: str
    translators: list[QTranslator]


_installed: list[Installed] = []
"""What :func:`install` installed (empty: nothing, the source English)."""


def _load(translator: QTranslator, name: str) -> bool:
    path = resource_path("translations", f"{name}.qm")
    return path.exists() and translator.load(str(path))


def install(language: str, parent: QObject | None = None) -> str | None:
    """Speak ``language`` from now on: load its translators, point the hook at Qt.

    Returns a one-line problem (the compiled file is missing or unreadable) or ``None``;
    with a problem the game speaks English, which always works.
    """
    uninstall()
    app = QCoreApplication.instance()
    translators: list[QTranslator] = []
    problem: str | None = None
    if language != SOURCE_LANGUAGE and app is not None:
        ours = QTranslator(parent or app)
        if _load(ours, f"wildwest_{language}"):
            translators.append(ours)
            qt = QTranslator(parent or app)
            if _load(qt, f"qtbase_{language}"):
                translators.append(qt)
        else:
            problem = (
                f"The {LANGUAGE_NAMES.get(language, language)} words could not be loaded "
                f"(resources/translations/wildwest_{language}.qm); Wild West speaks English."
            )
            log.warning(problem)
            language = SOURCE_LANGUAGE
    for translator in translators:
        QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    _installed.append(Installed(language, translators))
    # English is the source: the hook's own default makes its plurals (point, points).
    hook.set_backend(_qt_translate if translators else None)
    return problem


def uninstall() -> None:
    """Remove what :func:`install` installed: the game speaks its source English."""
    while _installed:
        for translator in _installed.pop().translators:
            QCoreApplication.removeTranslator(translator)
    hook.set_backend(None)


def current_language() -> str:
    return _installed[-1].language if _installed else SOURCE_LANGUAGE


def _qt_translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def apply_layout_direction(language: str) -> None:
    """Right-to-left for a right-to-left language (none is shipped yet; the layout is ready)."""
    direction = QLocale(language).textDirection()
    QGuiApplication.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft
        if direction == Qt.LayoutDirection.RightToLeft
        else Qt.LayoutDirection.LeftToRight
    )


def start_language(setting: str, override: str | None = None) -> str | None:
    """At start-up: speak ``override`` (``--language``) or what ``display/language`` says."""
    language = override if override in LANGUAGE_NAMES else chosen_language(setting)
    problem = install(language)
    apply_layout_direction(current_language())
    return problem


def in_language(language: str, context: str, text: str) -> str:
    """``text`` as ``language`` says it, whatever the app speaks now (the source English if
    that language has no translation for it): for saying "after a restart" in both."""
    if language == SOURCE_LANGUAGE:
        return text
    translator = QTranslator()
    if not _load(translator, f"wildwest_{language}"):
        return text
    return translator.translate(context, text) or text


# ----------------------------------------------------------------- View → Language


class LanguageMenu(QObject):
    """View → Language: the computer's language, or one the game speaks, each named in
    itself; greyed out when the school locked it. A change is kept in ``display/language``
    and takes effect the next time Wild West starts, which the menu and a message say."""

    def __init__(self, menu: QMenu, settings: Any, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("languageMenu")
        self.menu = menu
        self.settings = settings
        self.window = window
        group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        system = LANGUAGE_NAMES[system_language()]
        labels = {
            "system": arg(translate("LanguageMenu", "The computer's language (%1)"), system),
            **LANGUAGE_NAMES,
        }
        for value, label in labels.items():
            action = QAction(literal(label), self, checkable=True)
            action.setObjectName(f"language_{value}")
            action.triggered.connect(lambda _checked=False, v=value: self.choose(v))
            group.addAction(action)
            menu.addAction(action)
            self.actions[value] = action
        menu.addSeparator()
        self.note = QAction(
            translate("LanguageMenu", "A new language is used when Wild West starts again."), self
        )
        self.note.setObjectName("languageNote")
        self.note.setEnabled(False)
        menu.addAction(self.note)
        settings.changed.connect(self._changed)
        self.refresh()

    def refresh(self) -> None:
        """Tick the setting's value; grey everything out if the school locked it."""
        value = self.settings.get(SETTING)
        self.actions.get(value, self.actions["system"]).setChecked(True)
        locked = self.settings.is_locked(SETTING)
        for action in self.actions.values():
            action.setEnabled(not locked)
        self.menu.setToolTip(translate("LanguageMenu", "Set by your school") if locked else "")

    def _changed(self, key: str, _value: object) -> None:
        if key == SETTING.key:
            self.refresh()

    def choose(self, value: str) -> None:
        """Keep ``value`` for the next start and say so, in this language and the new one."""
        if not self.settings.set_value(SETTING, value):
            self.refresh()
            return
        language = chosen_language(value)
        if language == current_language():
            return
        #: %1 the name of a language, in that language ("Deutsch", "Français")
        text = QT_TRANSLATE_NOOP("LanguageMenu", "Wild West will speak %1 the next time it starts.")
        name = LANGUAGE_NAMES[language]
        lines = [arg(translate("LanguageMenu", text), name)]
        other = arg(in_language(language, "LanguageMenu", text), name)
        if other not in lines:
            lines.append(other)
        message = "\n".join(lines)
        bar = getattr(self.window, "statusBar", None)
        if callable(bar):
            bar().showMessage(" · ".join(lines), 15000)
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, name, message, parent=self.window)
        box.setObjectName("languageMessage")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.box = box
        box.open()


# ----------------------------------------------------------------- pseudo-translation

_PLACEHOLDER = r"(%n|%L?\d|&\w+;|&&|&.|<[^>]*>|\n)"  # compiled by ``re`` when first used
_ACCENTED = str.maketrans("aeiourAEIOUcnsyCNSY", "áéíóúŕÁÉÍÓÚçñšýÇÑŠÝ")


def pseudo(text: str) -> str:
    """``text`` as a test language: accented, in brackets, and about 40 % longer, each word
    lengthened (German and French words are longer, not just their sentences).

    Placeholders (``%1``, ``%n``), mnemonics (``&D``), tags, entities and line breaks stay
    as they are, so the game works exactly as in English and every text shows that it was
    translated.

    >>> pseudo("&Draw %1"), pseudo("Points")
    ('[&Dŕáw~ %1~]', '[Póí~ñtš~~]')
    """
    if not text:
        return text
    pieces = re.split(_PLACEHOLDER, text)
    out = []
    for i, piece in enumerate(pieces):
        if i % 2:
            out.append(piece)
        else:
            out.append(re.sub(_WORD, _longer, piece.translate(_ACCENTED)))
    return f"[{''.join(out)}~]"


_WORD = r"\w+"


def _longer(match: re.Match[str]) -> str:
    word = match.group(0)
    extra = round(len(word) * 0.4)
    if extra == 0:
        return word
    middle = (len(word) + 1) // 2
    return word[:middle] + "~" * (extra // 2) + word[middle:] + "~" * (extra - extra // 2)


class PseudoTranslator(QTranslator):
    """Translates every text Qt asks about into :func:`pseudo` (for the layout tests)."""

    def translate(
        self,
        context: str,
        sourceText: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        return pseudo(sourceText)

    def isEmpty(self) -> bool:
        return False


def install_pseudo(parent: QObject | None = None) -> PseudoTranslator:
    """Speak the pseudo-language (tests): every word through :class:`PseudoTranslator`."""
    uninstall()
    translator = PseudoTranslator(parent or QCoreApplication.instance())
    QCoreApplication.installTranslator(translator)
    _installed.append(Installed("pseudo", [translator]))
    hook.set_backend(_qt_translate)
    return translator
