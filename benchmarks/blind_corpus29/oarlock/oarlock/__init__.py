"""Boat bookings, crews and erg scores for Riverside Rowing Club."""

__version__ = "0.9.2"
