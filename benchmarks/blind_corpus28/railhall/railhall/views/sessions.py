import random
import secrets

from markupsafe import Markup
from pyramid.httpexceptions import HTTPForbidden
from pyramid.view import view_config
from sqlalchemy import text


def shuffle_waybills(cars, seed=None):
    rng = random.Random(seed)
    cards = list(cars)
    rng.shuffle(cards)
    return cards


@view_config(route_name="session_list", renderer="templates/sessions.jinja2")
def session_list(request):
    rows = request.db.execute(text("SELECT id, title, date, crew_size FROM op_sessions ORDER BY date")).fetchall()
    if request.method == "POST" and request.session.get("member"):
        invite = secrets.token_urlsafe(12)
        request.db.execute(
            text("INSERT INTO invites (session_id, token, created_by) VALUES (:s, :t, :m)"),
            {"s": int(request.POST["session_id"]), "t": invite, "m": request.session["member"]["login"]},
        )
    return {"rows": rows}


@view_config(route_name="session_cards", renderer="templates/cards.jinja2")
def session_cards(request):
    if not request.session.get("member"):
        raise HTTPForbidden()
    sid = int(request.matchdict["sid"])
    cars = request.db.execute(text("SELECT number, destination FROM car_cards WHERE session_id = :s"), {"s": sid}).fetchall()
    heading = request.params.get("heading", "Frachtbriefe")
    heading_html = Markup("<h2>%s</h2>" % heading)
    return {"cards": shuffle_waybills(cars, seed=sid), "heading": heading_html}
