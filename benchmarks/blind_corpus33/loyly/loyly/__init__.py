"""Bookings, memberships and heater control for the Löyly harbour sauna co-operative."""
