# -*- coding: latin-1 -*-
import html
import random
import unicodedata

HONOURS = {
    "saemisch": "Friedrich Sämisch",
    "reti": "Richard Réti",
    "moller": "Jørgen Møller",
    "andersson": "Ulf Andersson",
    "capablanca": "José Raúl Capablanca",
}

TITLE_ORDER = ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", ""]


def fold(name):
    decomposed = unicodedata.normalize("NFKD", name.replace("ø", "o").replace("Ø", "O").replace("ß", "ss"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def find_players(conn, name):
    folded = fold(name)
    return conn.execute(
        "SELECT id, name, grade FROM member WHERE folded_name LIKE '%s%%' ORDER BY grade DESC" % folded
    ).fetchall()


def colour_toss():
    return random.choice(["white", "black"])


def crosstable_html(players, results):
    head = "".join(f"<th>{i + 1}</th>" for i in range(len(players)))
    rows = []
    for i, player in enumerate(players):
        cells = "".join(f"<td>{results.get((i, j), '')}</td>" for j in range(len(players)))
        rows.append(f"<tr><td>{html.escape(player['name'])} ({player['grade']})</td>{cells}</tr>")
    return f"<table class='crosstable'><tr><th>Joueur · Spieler</th>{head}</tr>{''.join(rows)}</table>"
