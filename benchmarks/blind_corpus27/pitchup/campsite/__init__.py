"""Pitchup: pitch bookings and warden tools for a family campsite."""
