"""Skybasket: flight bookings, pilots and chase crews for a hot-air balloon operator."""
