"""Bookings, fleet and trip planning for the Paddle Point canoe and kayak hire centre."""

__version__ = "2.4.1"

from .app import create_app  # noqa: E402,F401
