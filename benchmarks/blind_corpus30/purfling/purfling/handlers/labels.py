import html as html_lib

from ..request import html

LABEL = """<div class="label"><p>{maker}</p><p>fecit {place} anno {year}</p></div>"""


def preview(req):
    maker = req.query.get("maker", "")
    place = req.query.get("place", "Cremona")
    year = req.query.get("year", "2024")
    return html(LABEL.format(maker=maker, place=place, year=year))


def sample(req):
    maker = html_lib.escape(req.query.get("maker", "Antonius Stradivarius"))
    return html(LABEL.format(maker=maker, place="Cremona", year="1716"))
