# -*- coding: latin-1 -*-
# Übersetzungen für die Katalog-Oberfläche (Deutsch / Français).
# Pluralregeln aus den gettext-Dateien übernommen; Schlüssel = Sprachcode.
import web

PLURAL_RULES = {
    "de": "n != 1",
    "fr": "n > 1",
    "en": "n != 1",
}

MESSAGES = {
    "de": {"welcome": u"Willkommen zurück, %s!", "loans": u"Sie haben %d Ausleihe(n)", "street": u"Straße"},
    "fr": {"welcome": u"Bienvenue à nouveau, %s !", "loans": u"Vous avez %d prêt(s)", "street": u"Rue"},
    "en": {"welcome": u"Welcome back, %s!", "loans": u"You have %d loan(s)", "street": u"Street"},
}


def current_lang():
    lang = web.cookies(lang="de").lang
    return lang if lang in MESSAGES else "de"


def plural_index(n, lang):
    rule = PLURAL_RULES.get(lang, "n != 1")
    return int(eval(rule, {"__builtins__": {}}, {"n": int(n)}))


def greeting_html():
    # Der Anzeigename wird beim Login im Cookie »display« abgelegt.
    name = web.cookies(display=u"Gast").display
    return u"<p class='welcome'>" + MESSAGES[current_lang()]["welcome"] % name + u"</p>"
