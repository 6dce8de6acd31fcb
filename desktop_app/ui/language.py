"""Installs the translators for the chosen language (ours and Qt's own).

The preference is "system" (follow the operating system's language) or a
language code from :data:`desktop_app.i18n.LANGUAGES`. Switching removes the
previous translators first, so going back to English really shows English.
Widgets that are already on screen keep their texts until they are rebuilt
or re-translated (MainWindow.retranslate does that for the window).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from .. import i18n
from . import picture_cache

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []
_current = i18n.SOURCE_LANGUAGE


def system_locale_name() -> str:
    return QLocale.system().name()


def current_language() -> str:
    """The language whose texts are showing ("en" when no translation is loaded)."""
    return _current


def install_language(preference: str) -> str:
    """Load the translations for ``preference`` and return the language now shown.

    English, an unknown language, or a compiled translation that cannot be
    found or loaded leaves the source (English) texts. Nothing is compiled here:
    the .qm files are committed (see desktop_app/i18n.py)."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QApplication")
    language = i18n.resolve_language(preference, system_locale_name())
    picture_cache.clear()  # cached card faces carry the old language's words
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = i18n.SOURCE_LANGUAGE
    QLocale.setDefault(QLocale(language))
    if language == i18n.SOURCE_LANGUAGE:
        return _current
    path = i18n.qm_path(language)
    if path is None:
        log.warning("no translation for %r was found; showing English", language)
        return _current
    ours = QTranslator(app)
    if not ours.load(str(path)):
        log.warning("the translation %s cannot be loaded; showing English", path)
        return _current
    from PySide6.QtCore import QLibraryInfo  # only with a translation: naming it builds an enum class

    qt_own = QTranslator(app)  # standard buttons and dialogs (Cancel, Close, Yes...)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(QLocale(language), "qtbase", "_", qt_folder):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    app.installTranslator(ours)
    _installed.append(ours)
    _current = language
    log.info("language: %s (%s)", language, path)
    return _current
