import html
import random
from datetime import date

import requests
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

from ..models import DBSession, Trek
from ..services.weather import forecast_for

GREETINGS = ["Hello", "Hi there", "Welcome"]


def _reference():
    return "HB%06d" % random.randint(0, 999999)


@view_config(route_name="treks", renderer="json")
def trek_days(request):
    day = date.fromisoformat(request.params.get("day", date.today().isoformat()))
    booked = DBSession.execute(
        text("SELECT COALESCE(SUM(walkers), 0) FROM trek_bookings WHERE trek_date = :d"), {"d": day}
    ).scalar()
    return {"day": day.isoformat(), "places_left": 12 - booked, "forecast": forecast_for(day)}


@view_config(route_name="trek_book", request_method="POST")
def book(request):
    p = request.POST
    trek = Trek(reference=_reference(), lead_name=p["lead_name"], email=p["email"],
                trek_date=date.fromisoformat(p["day"]), walkers=int(p["walkers"]))
    DBSession.add(trek)
    if p.get("partner_callback"):
        requests.post(p["partner_callback"], json={"reference": trek.reference, "day": p["day"]}, timeout=5)
    greeting = random.choice(GREETINGS)
    return Response(f"<p>{greeting} {p['lead_name']}! Your trek reference is {trek.reference}.</p>")


@view_config(route_name="trek_lookup")
def lookup(request):
    ref = request.params.get("ref", "")
    trek = DBSession.query(Trek).filter(Trek.reference == ref).first()
    if trek is None:
        return Response("<p>No booking found for %s</p>" % html.escape(ref), status=404)
    return Response("<p>%s: %d walkers on %s</p>" % (html.escape(trek.lead_name), trek.walkers, trek.trek_date))
