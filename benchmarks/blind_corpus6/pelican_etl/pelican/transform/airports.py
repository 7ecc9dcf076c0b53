# -*- coding: latin-1 -*-
"""Reference data for the airports we price.

Names keep their local spelling (Zürich, not Zurich; Málaga, not Malaga)
because the partner feeds match on them.  Données de référence - ne pas
éditer à la main sans prévenir l'équipe tarifs.
"""
import unicodedata

AIRPORTS = {
    "ZRH": ("Zürich", "CH", "Europe/Zurich"),
    "GVA": ("Genève", "CH", "Europe/Zurich"),
    "MUC": ("München", "DE", "Europe/Berlin"),
    "DUS": ("Düsseldorf", "DE", "Europe/Berlin"),
    "AGP": ("Málaga", "ES", "Europe/Madrid"),
    "MAD": ("Madrid-Barajas", "ES", "Europe/Madrid"),
    "BOG": ("Bogotá", "CO", "America/Bogota"),
    "GRU": ("São Paulo-Guarulhos", "BR", "America/Sao_Paulo"),
    "KEF": ("Reykjavík-Keflavík", "IS", "Atlantic/Reykjavik"),
    "CPH": ("København", "DK", "Europe/Copenhagen"),
    "LIS": ("Lisboa", "PT", "Europe/Lisbon"),
    "NCE": ("Nice Côte Azur", "FR", "Europe/Paris"),
    "CUN": ("Cancún", "MX", "America/Cancun"),
    "OSL": ("Oslo-Gardermoen", "NO", "Europe/Oslo"),
}


def ascii_name(code):
    name = AIRPORTS[code][0]
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()


def country_of(code):
    return AIRPORTS.get(code, (None, None, None))[1]


def seed(conn):
    """Refresh dim_airport from the table above (run by `pelican seed-airports`)."""
    with conn.cursor() as cur:
        for code, (name, country, tz) in sorted(AIRPORTS.items()):
            cur.execute(
                f"INSERT INTO dim_airport (iata, name, country, tz) VALUES ('{code}', '{name}', '{country}', '{tz}') "
                "ON CONFLICT (iata) DO UPDATE SET name = EXCLUDED.name, tz = EXCLUDED.tz"
            )
    conn.commit()
