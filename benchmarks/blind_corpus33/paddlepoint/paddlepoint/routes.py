"""Collects the route tables of each view module."""
from .views import auth, bookings, fleet, trips, waivers


def setup_routes(app):
    for module in (auth, bookings, fleet, trips, waivers):
        app.router.add_routes(module.routes)
